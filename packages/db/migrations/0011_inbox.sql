ALTER TABLE "conversations" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "status" SET DEFAULT 'open'::text;--> statement-breakpoint
UPDATE "conversations" SET "status" = 'resolved' WHERE "status" = 'closed';--> statement-breakpoint
DROP TYPE "public"."conversation_status";--> statement-breakpoint
CREATE TYPE "public"."conversation_status" AS ENUM('open', 'pending', 'resolved', 'snoozed');--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "status" SET DEFAULT 'open'::"public"."conversation_status";--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "status" SET DATA TYPE "public"."conversation_status" USING "status"::"public"."conversation_status";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "unread_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "last_message_preview" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "capacity" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "online_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_business_status_activity_idx" ON "conversations" USING btree ("business_id","status","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_assignee_activity_idx" ON "conversations" USING btree ("assignee_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_queue_idx" ON "conversations" USING btree ("business_id","waiting_since","id") WHERE "conversations"."assignee_id" is null and "conversations"."status" = 'open';--> statement-breakpoint
-- The list's preview for conversations that existed before it was kept on the row.
UPDATE "conversations" AS c SET "last_message_preview" = left(m.preview, 160)
FROM (
  SELECT DISTINCT ON ("conversation_id") "conversation_id", coalesce("body", '[' || "type" || ']') AS preview
  FROM "messages" ORDER BY "conversation_id", "created_at" DESC, "id" DESC
) AS m
WHERE m."conversation_id" = c."id";
