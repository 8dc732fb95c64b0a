// Serbian Latin to Serbian Cyrillic, for texts we wrote (docs/languages.md). The Cyrillic
// catalogues, pages, mails and cards are made from the Latin ones by this function, so the two
// never drift. Names of people and businesses are never passed through it: they are shown as
// written.
//
// Kept in Latin: {{placeholders}}, {placeholders} and <tags>, web and mail addresses, words with letters Serbian
// does not use (q, w, x, y), brand and product names, and abbreviations in capitals (QR, CSV).
// The digraphs lj, nj and dž are one letter except across a prefix: nad|živeti, kon|junkcija.

const LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
};
const DIGRAPHS: Record<string, string> = { lj: 'љ', nj: 'њ', dž: 'џ' };

/** Word beginnings where the two letters of a digraph belong to different parts of the word. */
const SPLIT_DIGRAPH_STARTS = [
  // n|j: prefixes in-, kon-, van-, and words borrowed with them
  'injek',
  'injunk',
  'konjuga',
  'konjunk',
  'konjug',
  'vanjezi',
  'vanjug',
  'tanjug',
  // d|ž: prefixes nad-, od-, pod-, pred- before ž
  'nadž',
  'odžal',
  'odživ',
  'odžvak',
  'podžanr',
  'podžup',
  'podžel',
  'predžet',
  'predživ',
];

/** Product and brand names that stay as written, whatever their letters. */
const KEEP = new Set([
  'ReviewTrace',
  'Google',
  'Business',
  'Profile',
  'Places',
  'Place',
  'Maps',
  'Takeout',
  'Excel',
  'Chrome',
  'Safari',
  'Firefox',
  'Android',
  'iPhone',
  'iOS',
  'Prometheus',
  'Gmail',
  'Apple',
  'JSON',
  'place_id',
  'placeid',
  'takeout',
  'argon2id',
  'Sentry',
  'OAuth',
]);

// One token at a time: a part to keep as it is, or a word, or anything else.
const TOKEN =
  /(\{\{[^}]*\}\}|\{\w+\}|\$t\([^)]*\)|<[^>]*>|https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.]+|\b[\w-]+\.(?:com|rs|org|net|google)\S*|[\p{L}\p{N}_'’-]+|[^\p{L}\p{N}_{}<$]+|.)/gu;

function keepsLatin(word: string): boolean {
  if (KEEP.has(word)) return true;
  // A Latin-named product with a Serbian ending: "Google-u", "CSV-a".
  const base = word.split('-')[0] ?? word;
  if (KEEP.has(base)) return true;
  if (/[qwxy]/i.test(word)) return true;
  // Abbreviations: two to four capitals (QR, CSV, PDF, ID, TV, URL), with or without an ending;
  // a longer word in capitals ("PAŽNJA") is a word.
  if (/^[A-Z]{2,4}\d*(?:-\p{L}+)?$/u.test(word) || /^\p{Lu}\d/u.test(word)) return true;
  return false;
}

/** "Lj" and "LJ" both start with a capital, and Cyrillic has one letter for them: "Љ". */
function matchCase(source: string, cyrillic: string): string {
  const first = source[0] ?? '';
  return first !== first.toLowerCase() ? cyrillic.toUpperCase() : cyrillic;
}

function word(latin: string): string {
  const lower = latin.toLowerCase();
  const split = SPLIT_DIGRAPH_STARTS.some((start) => lower.startsWith(start));
  let out = '';
  for (let i = 0; i < latin.length; i += 1) {
    const pair = lower.slice(i, i + 2);
    const digraph = DIGRAPHS[pair];
    if (digraph && !(split && (pair === 'nj' || pair === 'dž') && isSplitAt(lower, i))) {
      out += matchCase(latin.slice(i, i + 2), digraph);
      i += 1;
      continue;
    }
    const char = latin[i]!;
    const letter = LETTERS[char.toLowerCase()];
    out += letter ? (char === char.toLowerCase() ? letter : letter.toUpperCase()) : char;
  }
  return out;
}

/** Whether the digraph at `index` sits where a listed word's prefix ends. */
function isSplitAt(lower: string, index: number): boolean {
  return SPLIT_DIGRAPH_STARTS.some((start) => {
    if (!lower.startsWith(start)) return false;
    const at = start.search(/nj|dž/);
    return at === index;
  });
}

/** The Cyrillic form of a Serbian Latin text we wrote. */
export function toCyrillic(latin: string): string {
  return latin.replace(TOKEN, (token) => {
    if (!/^[\p{L}\p{N}_'’-]+$/u.test(token)) return token;
    if (!keepsLatin(token)) return word(token);
    // A Latin name keeps its letters; a Serbian case ending after it is Serbian: "Google-у".
    const dash = token.indexOf('-');
    const ending = token.slice(dash + 1);
    return dash > 0 && /^\p{Ll}{1,4}$/u.test(ending)
      ? token.slice(0, dash + 1) + word(ending)
      : token;
  });
}

/** Every string of a catalogue or text table, transliterated; keys and structure unchanged. */
export function cyrillicCopy<T>(value: T): T {
  if (typeof value === 'string') return toCyrillic(value) as T;
  if (typeof value === 'function') {
    // A text made from values (a name): the values are shown as written, the words transliterated.
    const make = value as (...args: unknown[]) => string;
    return ((...args: unknown[]) =>
      toCyrillic(make(...args.map((_, index) => `{{${index}}}`))).replace(
        /\{\{(\d+)\}\}/g,
        (_, index: string) => String(args[Number(index)]),
      )) as T;
  }
  if (Array.isArray(value)) return value.map((item) => cyrillicCopy(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, cyrillicCopy(inner)]),
    ) as T;
  }
  return value;
}
