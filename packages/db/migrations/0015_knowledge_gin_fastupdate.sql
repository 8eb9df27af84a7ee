DROP INDEX "knowledge_chunks_search_id_idx";--> statement-breakpoint
DROP INDEX "knowledge_chunks_search_en_idx";--> statement-breakpoint
DROP INDEX "knowledge_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "knowledge_chunks_search_id_idx" ON "knowledge_chunks" USING gin ("search_id") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "knowledge_chunks_search_en_idx" ON "knowledge_chunks" USING gin ("search_en") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "knowledge_words_trgm_idx" ON "knowledge_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);