-- Trigram indexes back the admin search on owner e-mail (case-insensitive substring).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
