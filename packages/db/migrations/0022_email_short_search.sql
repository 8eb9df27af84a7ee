-- The one- and two-character pieces of an e-mail, lower-cased: an admin search shorter than a
-- trigram is exactly "this piece is among them", which a GIN index on the array answers (GIN
-- drops repeated pieces itself). Cheap enough to run per row too (string_to_array splits into
-- characters in C), where the planner walks the list instead of looking a common piece up.
CREATE FUNCTION email_grams(email text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT string_to_array(lower(email), NULL)
    || array(SELECT substr(lower(email), i, 2) FROM generate_series(1, length(email) - 1) AS i)
$$;--> statement-breakpoint
CREATE INDEX "users_email_grams_idx" ON "users" USING gin (email_grams("email")) WITH (fastupdate=false);
