// A file's bytes as text (docs/import.md "Encodings"). UTF-8 and UTF-16 are recognised by their
// byte-order mark or, for UTF-8, by decoding cleanly. Anything else was saved by a spreadsheet in
// a Windows code page: chardet (a statistical detector) proposes the candidates, but its
// statistics cannot tell Central European (1250) from Western (1252) on short Serbian text, so
// among the code pages our markets use we keep the one whose reading gives words of one
// alphabet, preferring the letters of the business's languages (č ć đ š ž, Cyrillic).
import chardet from 'chardet';
import iconv from 'iconv-lite';

const CODE_PAGES = ['windows-1250', 'windows-1251', 'windows-1252'] as const;
const NORMALISED: Record<string, (typeof CODE_PAGES)[number]> = {
  'iso-8859-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  'iso-8859-2': 'windows-1250',
  'windows-1250': 'windows-1250',
  'iso-8859-5': 'windows-1251',
  'windows-1251': 'windows-1251',
  'koi8-r': 'windows-1251',
};

const SERBIAN_LATIN = /[čćđšžČĆĐŠŽ]/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
/** Accented letters of Western European names (José, Müller, François). */
const WESTERN = /[àáâäçèéêëíîïñóôöúûüÀÁÂÄÇÈÉÊËÍÎÏÑÓÔÖÚÛÜß]/u;

/** How readable a decoding is: letters of a known alphabet score, mixed-script words cost. */
function readability(text: string): number {
  let score = 0;
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if (/^[A-Za-z]+$/.test(word)) continue;
    const cyrillic = CYRILLIC.test(word);
    if (cyrillic && LATIN.test(word)) {
      score -= 4;
      continue;
    }
    for (const letter of word) {
      if (letter.charCodeAt(0) < 128) continue;
      if (cyrillic || SERBIAN_LATIN.test(letter)) score += 2;
      else if (WESTERN.test(letter)) score += 1;
      else score -= 2;
    }
  }
  // C1 control characters never belong in a review.
  return score - 4 * (text.match(/[\u0080-\u009f]/g)?.length ?? 0);
}

function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return iconv.decode(Buffer.from(bytes.subarray(2)), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return iconv.decode(Buffer.from(bytes.subarray(2)), 'utf-16be');
  const utf8 = strictUtf8(bytes);
  if (utf8 !== null) return utf8;
  const sample = bytes.subarray(0, 256 * 1024);
  const guesses = chardet.analyse(sample);
  const utf16 = guesses.find((g) => /^UTF-16/i.test(g.name) && g.confidence >= 50);
  if (utf16) return iconv.decode(Buffer.from(bytes), utf16.name);
  const proposed = guesses
    .map((g) => NORMALISED[g.name.toLowerCase()])
    .filter((g) => g !== undefined);
  const candidates = [...new Set([...proposed, ...CODE_PAGES])];
  const buffer = Buffer.from(sample);
  const best = candidates
    .map((page, rank) => ({ page, rank, score: readability(iconv.decode(buffer, page)) }))
    .sort((a, b) => b.score - a.score || a.rank - b.rank)[0]!;
  return iconv.decode(Buffer.from(bytes), best.page);
}
