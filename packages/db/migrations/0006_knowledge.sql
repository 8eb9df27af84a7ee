CREATE TYPE "public"."knowledge_source_kind" AS ENUM('faq', 'document', 'page');--> statement-breakpoint
CREATE TYPE "public"."knowledge_source_state" AS ENUM('processing', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "knowledge_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"heading" text NOT NULL,
	"body" text NOT NULL,
	"search_id" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('indonesian'::regconfig, heading), 'A') || setweight(to_tsvector('indonesian'::regconfig, body), 'B')) STORED NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, heading), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" "knowledge_source_kind" NOT NULL,
	"title" text NOT NULL,
	"state" "knowledge_source_state" DEFAULT 'processing' NOT NULL,
	"error" text,
	"answer" text,
	"alternatives" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text,
	"file_key" text,
	"mime_type" text,
	"size" integer,
	"text_chars" integer DEFAULT 0 NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_source_id_knowledge_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_source_idx" ON "knowledge_chunks" USING btree ("source_id","position");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_search_id_idx" ON "knowledge_chunks" USING gin ("search_id");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_search_en_idx" ON "knowledge_chunks" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_heading_trgm_idx" ON "knowledge_chunks" USING gin ("heading" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_chunks_body_trgm_idx" ON "knowledge_chunks" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_sources_business_idx" ON "knowledge_sources" USING btree ("business_id","kind","created_at");