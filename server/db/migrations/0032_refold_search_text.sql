-- Search folds đ and dj to d (docs/search.md), so "dorde" finds "Đorđe": the new function, then
-- every review's stored search text folded again (a stored generated column is recomputed when
-- its row is updated). The function's current text lives in server/db/functions/rt_search_fold.sql.
CREATE OR REPLACE FUNCTION rt_search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fold$ SELECT translate(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(value), 'dj', 'd'), 'đ', 'd'), 'ђ', 'd'), 'љ', 'lj'), 'њ', 'nj'), 'џ', 'dz'), 'ǆ', 'dz'), 'ǉ', 'lj'), 'ǌ', 'nj'), 'я', 'ja'), 'ю', 'ju'), 'ё', 'jo'), 'щ', 'sc'), 'ß', 'ss'), 'абвгдежзијйклмнопрсштћцчуфхэыàáâãäåāăąçćĉċčďèéêëēĕėęěìíîïĩīĭįıñńņňòóôõöøōŏőŕŗřśŝşšţťùúûüũūŭůűųýÿŷźżžьъ', 'abvgdezzijjklmnoprsstcccufheiaaaaaaaaacccccdeeeeeeeeeiiiiiiiiinnnnooooooooorrrssssttuuuuuuuuuuyyyzzz') $fold$;
--> statement-breakpoint
UPDATE "reviews" SET "author_name" = "author_name";
