// Text normalization for name matching (docs/attribution.md "Forms of a name").
// Matching always happens in Latin: Cyrillic is transliterated letter by letter (which also
// handles mixed-script words such as a Latin "M" followed by Cyrillic "илица"), then folded to a
// deliberately lossy "key" so that Đorđe, Djordje, Dordje and Ђорђе all compare equal.

// prettier-ignore
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i',
  ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r',
  с: 's', т: 't', ћ: 'ć', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'č', џ: 'dž', ш: 'š',
  // Russian letters Serbian lacks, so a Russian review's "Джеймс" or "Ивану" meets the names.
  я: 'ja', ю: 'ju', й: 'j', ё: 'jo', э: 'e', ы: 'i', ь: '', ъ: '', щ: 'šč',
};

// Legacy digraph code points U+01C4–U+01CC.
// prettier-ignore
const LIGATURES: Record<string, string> = {
  Ǆ: 'DŽ', ǅ: 'Dž', ǆ: 'dž', Ǉ: 'LJ', ǈ: 'Lj', ǉ: 'lj', Ǌ: 'NJ', ǋ: 'Nj', ǌ: 'nj',
};

const isUpper = (ch: string | undefined): boolean => ch !== undefined && /\p{Lu}/u.test(ch);
const isLetter = (ch: string | undefined): boolean => ch !== undefined && /\p{L}/u.test(ch);

/** Serbian Cyrillic -> Gaj's Latin, keeping case; Љ becomes "Lj" in "Љубљана", "LJ" in "ЉУБЉАНА". */
export function toLatin(text: string): string {
  const chars = [...text.normalize('NFC')];
  let out = '';
  chars.forEach((ch, i) => {
    const ligature = LIGATURES[ch];
    if (ligature !== undefined) {
      out += ligature;
      return;
    }
    const lower = ch.toLowerCase();
    const latin = CYRILLIC[lower];
    if (latin === undefined) out += ch;
    else if (ch === lower) out += latin;
    else if (latin.length === 1) out += latin.toUpperCase();
    else {
      // Pology's rule: a digraph is all caps when its neighbour is an upper-case letter.
      const next = chars[i + 1];
      const allCaps = isUpper(next) || (!isLetter(next) && isUpper(chars[i - 1]));
      out += allCaps ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
    }
  });
  return out;
}

/**
 * The loose matching key of one word: Latin, lower case, đ -> dj -> d (so "Djordje" and
 * "Dordje" meet), dž -> dz, č ć -> c, š -> s, ž -> z, and the English-style ch/sh/zh -> c/s/z.
 * Lossy on purpose (Nađa and Nada share a key); the engine scores candidates, it does not stop here.
 */
export function foldKey(word: string): string {
  return toLatin(word)
    .toLowerCase()
    .replace(/dž/g, 'dz')
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/dj/g, 'd')
    .replace(/([csz])h/g, '$1');
}

export interface Token {
  /** The word as written in the review (original script), for evidence. */
  text: string;
  /** The word in Latin script with diacritics, case kept. */
  latin: string;
  /** The folded key used for lookups. */
  key: string;
  /** Whether it was written with an initial capital (the common-word rule needs this). */
  capitalized: boolean;
}

// Review vocabulary repeats heavily, and transliteration + folding dominate the cost of a sync
// (docs/attribution.md "Throughput"), so folded words are memoized. Bounded: cleared when full, never stale (pure).
const WORD_CACHE_LIMIT = 100_000;
const wordCache = new Map<string, { latin: string; key: string }>();

/** Splits text into words (runs of letters and combining marks); punctuation and digits separate. */
export function tokenize(text: string): Token[] {
  const words = text.normalize('NFC').match(/[\p{L}\p{M}]+/gu) ?? [];
  return words.map(wordToken);
}

/** One word (a run of letters) as a token, its folding memoized. */
export function wordToken(text: string): Token {
  let folded = wordCache.get(text);
  if (folded === undefined) {
    const latin = toLatin(text);
    folded = { latin, key: foldKey(latin) };
    if (wordCache.size >= WORD_CACHE_LIMIT) wordCache.clear();
    wordCache.set(text, folded);
  }
  const first = text.charAt(0);
  return { text, latin: folded.latin, key: folded.key, capitalized: first !== first.toLowerCase() };
}

/** The folded keys of a person's name ("Milica P." -> ["milica", "p"]). */
export function nameKeys(name: string): string[] {
  return tokenize(name).map((t) => t.key);
}
