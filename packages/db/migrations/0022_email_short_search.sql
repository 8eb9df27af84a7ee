-- The one- and two-character pieces of an e-mail, lower-cased: an admin search shorter than a
-- trigram is exactly "this piece is among them", which a GIN index on the array answers (GIN
-- drops repeated pieces itself). Cheap enough to run per row too (string_to_array splits into
-- characters in C), where the planner walks the list instead of looking a common piece up.
CREATE OR REPLACE FUNCTION email_grams(email text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT string_to_array(lower(email), NULL)
    || array(SELECT substr(lower(email), i, 2) FROM generate_series(1, length(email) - 1) AS i)
$$;--> statement-breakpoint
-- Built here, this index blocks writes to users while it builds (73-119 s at a million users).
-- A large install builds it beforehand with CREATE INDEX CONCURRENTLY (README, "Upgrading a
-- large install"), which this migration then leaves as it is; one that build left invalid
-- (interrupted, or failed) is dropped and built again here rather than kept unused.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_index WHERE indexrelid = to_regclass('users_email_grams_idx') AND NOT indisvalid) THEN
    DROP INDEX users_email_grams_idx;
  END IF;
END
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_grams_idx" ON "users" USING gin (email_grams("email")) WITH (fastupdate=false);
