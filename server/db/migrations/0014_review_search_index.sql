-- Trigram index of the reviews' folded search text (docs/search.md), where pg_trgm exists: a
-- PostgreSQL without the contrib package still migrates, and searches by a scan.
DO $trgm$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS reviews_search_folded_trgm_idx
      ON reviews USING gin (search_folded gin_trgm_ops);
  END IF;
END
$trgm$;
