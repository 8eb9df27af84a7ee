ALTER TABLE "audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
-- Entries written before: their actors still here are named now, so they stay named once deleted.
UPDATE "audit_log" SET "actor_email" = "users"."email" FROM "users" WHERE "users"."id" = "audit_log"."actor_id";
