CREATE TYPE "public"."payment_kind" AS ENUM('registration', 'renewal', 'upgrade');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('awaiting_payment', 'submitted', 'confirmed', 'rejected', 'expired');--> statement-breakpoint
CREATE TABLE "operator_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text NOT NULL,
	"company_tax_id" text DEFAULT '' NOT NULL,
	"support_email" text NOT NULL,
	"support_whatsapp" text NOT NULL,
	"bank_accounts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "operator_settings_single_row" CHECK ("operator_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "email_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"amount" integer NOT NULL,
	"company" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"package" "package" NOT NULL,
	"base_amount" integer NOT NULL,
	"unique_code" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" "payment_status" DEFAULT 'awaiting_payment' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"payer_bank" text,
	"payer_name" text,
	"proof_key" text,
	"proof_type" text,
	"proof_size" integer,
	"proof_name" text,
	"submitted_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_settings" ADD CONSTRAINT "operator_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_attachments_email_idx" ON "email_attachments" USING btree ("email_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_order_key" ON "invoices" USING btree ("payment_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_open_code_key" ON "payment_orders" USING btree ("unique_code") WHERE "payment_orders"."status" in ('awaiting_payment', 'submitted', 'rejected');--> statement-breakpoint
CREATE INDEX "payment_orders_business_idx" ON "payment_orders" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_orders_subscription_idx" ON "payment_orders" USING btree ("subscription_id");--> statement-breakpoint
-- The operator's settings start as the constants the code held before admins could set them.
INSERT INTO "operator_settings" ("id", "company_name", "company_address", "company_tax_id", "support_email", "support_whatsapp", "bank_accounts") VALUES (1, 'PT Balasin Teknologi Indonesia', 'Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan, Jakarta Selatan, DKI Jakarta 12730', '', 'support@balasin.id', '6281200000000', '[{"bank":"BCA","accountNumber":"123-456-7890","accountHolder":"PT Balasin Teknologi Indonesia"},{"bank":"Mandiri","accountNumber":"987-000-1234-567","accountHolder":"PT Balasin Teknologi Indonesia"}]'::jsonb);