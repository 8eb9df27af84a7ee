CREATE TYPE "public"."bot_tone" AS ENUM('friendly', 'formal', 'casual');--> statement-breakpoint
CREATE TABLE "bot_replies" (
	"inbound_message_id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_settings" (
	"number_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"greeting" text,
	"away_message" text,
	"business_hours" jsonb,
	"tone" "bot_tone" DEFAULT 'friendly' NOT NULL,
	"threshold" double precision DEFAULT 0.5 NOT NULL,
	"handoff_after" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "bot_unanswered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "bot_away_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_replies" ADD CONSTRAINT "bot_replies_inbound_message_id_messages_id_fk" FOREIGN KEY ("inbound_message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_replies" ADD CONSTRAINT "bot_replies_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_settings" ADD CONSTRAINT "bot_settings_number_id_whatsapp_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."whatsapp_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_settings" ADD CONSTRAINT "bot_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;