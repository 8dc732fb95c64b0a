-- The folded form of a text for search (docs/search.md): lower case, Serbian Cyrillic and
-- Latin digraphs and every diacritic folded to plain Latin, đ and dj to d. IMMUTABLE: the
-- reviews' stored search text is built on it, so a change to this text needs a migration that
-- replaces the function and refolds that text (as 0032 does).
CREATE OR REPLACE FUNCTION rt_search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fold$ SELECT translate(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(value), 'dj', 'd'), 'đ', 'd'), 'ђ', 'd'), 'љ', 'lj'), 'њ', 'nj'), 'џ', 'dz'), 'ǆ', 'dz'), 'ǉ', 'lj'), 'ǌ', 'nj'), 'я', 'ja'), 'ю', 'ju'), 'ё', 'jo'), 'щ', 'sc'), 'ß', 'ss'), 'абвгдежзијйклмнопрсштћцчуфхэыàáâãäåāăąçćĉċčďèéêëēĕėęěìíîïĩīĭįıñńņňòóôõöøōŏőŕŗřśŝşšţťùúûüũūŭůűųýÿŷźżžьъ', 'abvgdezzijjklmnoprsstcccufheiaaaaaaaaacccccdeeeeeeeeeiiiiiiiiinnnnooooooooorrrssssttuuuuuuuuuuyyyzzz') $fold$;
