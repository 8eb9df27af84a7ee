CREATE TYPE "public"."connect_method" AS ENUM('qr', 'pairing_code', 'cloud', 'sandbox');--> statement-breakpoint
CREATE TYPE "public"."connection_state" AS ENUM('disconnected', 'connecting', 'qr', 'pairing', 'connected', 'logged_out', 'failed');--> statement-breakpoint
CREATE TYPE "public"."whatsapp_driver" AS ENUM('baileys', 'sandbox', 'cloud');--> statement-breakpoint
CREATE TYPE "public"."sandbox_direction" AS ENUM('to_number', 'to_contact');--> statement-breakpoint
CREATE TABLE "engine_workers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number_id" uuid NOT NULL,
	"contact" text NOT NULL,
	"direction" "sandbox_direction" NOT NULL,
	"text" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_auth_keys" (
	"number_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "whatsapp_auth_keys_number_id_key_pk" PRIMARY KEY("number_id","key")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_lid_mappings" (
	"number_id" uuid NOT NULL,
	"lid" text NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_lid_mappings_number_id_lid_pk" PRIMARY KEY("number_id","lid")
);
--> statement-breakpoint
DROP INDEX "whatsapp_numbers_live_number_key";--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD COLUMN "driver" "whatsapp_driver";--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD COLUMN "connect_method" "connect_method";--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD COLUMN "wanted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD COLUMN "connection_state" "connection_state" DEFAULT 'disconnected' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD COLUMN "qr" text;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD COLUMN "pairing_code" text;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD COLUMN "worker_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_messages" ADD CONSTRAINT "sandbox_messages_number_id_whatsapp_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."whatsapp_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_auth_keys" ADD CONSTRAINT "whatsapp_auth_keys_number_id_whatsapp_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."whatsapp_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_lid_mappings" ADD CONSTRAINT "whatsapp_lid_mappings_number_id_whatsapp_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."whatsapp_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_messages_contact_idx" ON "sandbox_messages" USING btree ("number_id","contact","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "whatsapp_lid_mappings_phone_idx" ON "whatsapp_lid_mappings" USING btree ("number_id","phone");--> statement-breakpoint
CREATE INDEX "whatsapp_numbers_wanted_idx" ON "whatsapp_numbers" USING btree ("worker_id") WHERE "whatsapp_numbers"."wanted" and "whatsapp_numbers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_numbers_live_number_key" ON "whatsapp_numbers" USING btree ("number") WHERE "whatsapp_numbers"."deleted_at" is null and not "whatsapp_numbers"."test";