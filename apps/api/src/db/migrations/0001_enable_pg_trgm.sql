-- Trigram indexes back the admin and public searches (ILIKE '%term%') instead of table scans.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
