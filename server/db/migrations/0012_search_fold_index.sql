-- The search fold of server/lib/search-fold.ts as a database function (docs/search.md): the
-- stored, folded search text of reviews is made with it (0013), and indexed by trigrams (0014)
-- where pg_trgm is available (PostgreSQL's contrib; PGlite loads it, server/db/pglite-extensions.ts).
CREATE OR REPLACE FUNCTION rt_search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fold$ SELECT translate(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(value), 'đ', 'dj'), 'ђ', 'dj'), 'љ', 'lj'), 'њ', 'nj'), 'џ', 'dz'), 'ǆ', 'dz'), 'ǉ', 'lj'), 'ǌ', 'nj'), 'я', 'ja'), 'ю', 'ju'), 'ё', 'jo'), 'щ', 'sc'), 'ß', 'ss'), 'абвгдежзијйклмнопрсштћцчуфхэыàáâãäåāăąçćĉċčďèéêëēĕėęěìíîïĩīĭįıñńņňòóôõöøōŏőŕŗřśŝşšţťùúûüũūŭůűųýÿŷźżžьъ', 'abvgdezzijjklmnoprsstcccufheiaaaaaaaaacccccdeeeeeeeeeiiiiiiiiinnnnooooooooorrrssssttuuuuuuuuuuyyyzzz') $fold$;--> statement-breakpoint
DO $trgm$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  END IF;
END
$trgm$;
