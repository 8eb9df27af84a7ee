CREATE TYPE "public"."locale" AS ENUM('en', 'id');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;