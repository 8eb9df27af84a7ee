ALTER TABLE "payment_orders" ADD COLUMN "credit_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "credit_days" integer DEFAULT 0 NOT NULL;