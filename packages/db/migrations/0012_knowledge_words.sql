CREATE TABLE "knowledge_words" (
	"business_id" uuid NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "knowledge_words_business_id_word_pk" PRIMARY KEY("business_id","word")
);
--> statement-breakpoint
DROP INDEX "knowledge_chunks_heading_trgm_idx";--> statement-breakpoint
DROP INDEX "knowledge_chunks_body_trgm_idx";--> statement-breakpoint
ALTER TABLE "knowledge_words" ADD CONSTRAINT "knowledge_words_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_words_trgm_idx" ON "knowledge_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary of the passages that exist already.
INSERT INTO "knowledge_words" ("business_id", "word")
SELECT DISTINCT c."business_id", w
FROM "knowledge_chunks" c, regexp_split_to_table(lower(c."heading" || ' ' || c."body"), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
