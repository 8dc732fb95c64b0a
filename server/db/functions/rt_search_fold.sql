-- The folded form of a text for search (docs/search.md): lower case, Serbian Cyrillic and
-- Latin digraphs and every diacritic folded to plain Latin. IMMUTABLE: the search indexes are
-- built on it, so a change to this text needs a migration that rebuilds them.
CREATE OR REPLACE FUNCTION rt_search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fold$ SELECT translate(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(value), 'đ', 'dj'), 'ђ', 'dj'), 'љ', 'lj'), 'њ', 'nj'), 'џ', 'dz'), 'ǆ', 'dz'), 'ǉ', 'lj'), 'ǌ', 'nj'), 'я', 'ja'), 'ю', 'ju'), 'ё', 'jo'), 'щ', 'sc'), 'ß', 'ss'), 'абвгдежзијйклмнопрсштћцчуфхэыàáâãäåāăąçćĉċčďèéêëēĕėęěìíîïĩīĭįıñńņňòóôõöøōŏőŕŗřśŝşšţťùúûüũūŭůűųýÿŷźżžьъ', 'abvgdezzijjklmnoprsstcccufheiaaaaaaaaacccccdeeeeeeeeeiiiiiiiiinnnnooooooooorrrssssttuuuuuuuuuuyyyzzz') $fold$;
