// A review as the context rules read it: words with their sentence and clause, the punctuation
// around them, and the review's language. One regular-expression pass; the words themselves are
// folded by normalize.ts (and memoized there), so a review that names nobody costs little more
// than before.
import { wordToken, type Token } from './normalize';

export interface Word extends Token {
  /** Position in the review's word list. */
  index: number;
  sentence: number;
  clause: number;
  /** First word of its sentence: a capital here is no evidence of a name. */
  sentenceStart: boolean;
  /** Punctuation between the previous word and this one ("" when none). */
  before: string;
  /** Punctuation between this word and the next ("" when none; "$" at the end of the review). */
  after: string;
}

export type Language = 'sr' | 'en' | 'de' | 'ru' | 'es' | 'other';

export interface ReviewText {
  words: Word[];
  /** Worked out on first read: most reviews never need it. */
  readonly language: Language;
}

// Words that open a new clause even without a comma: contrast and cause ("nije Jelena već
// Ivana", "not Peter but Sam"). Folded keys.
const CLAUSE_OPENERS = new Set([
  'ali',
  'vec',
  'nego',
  'medjutim',
  'mada',
  'iako',
  'posto',
  'jer',
  'pa',
  'but',
  'because',
  'since',
  'although',
  'however',
  'instead',
  'aber',
  'sondern',
  'weil',
]);
// Short words followed by a full stop that do not end a sentence: initials ("Jelena S."),
// "Sv." (saint), "ul." (street), titles.
const ABBREVIATIONS = new Set([
  'sv',
  'ul',
  'dr',
  'g',
  'gdja',
  'gca',
  'st',
  'mr',
  'mrs',
  'ms',
  'br',
]);

const PIECE = /([\p{L}\p{M}]+)|([.!?…]+)|([,;:()[\]"“”„«»–—/]|\s-\s|\n)/gu;

function detectLanguage(words: Word[], text: string): Language {
  if (/[ыэъёщйяю]/iu.test(text)) return 'ru';
  let sr = 0;
  let en = 0;
  let de = 0;
  let es = 0;
  for (const w of words) {
    if (SERBIAN_MARKERS.has(w.key)) sr++;
    if (ENGLISH_MARKERS.has(w.key)) en++;
    if (GERMAN_MARKERS.has(w.key)) de++;
    if (SPANISH_MARKERS.has(w.key)) es++;
  }
  const best = Math.max(sr, en, de, es);
  if (best === 0) return /[čćšžđ\u0400-\u04ff]/iu.test(text) ? 'sr' : 'other';
  if (sr === best) return 'sr';
  if (en === best) return 'en';
  if (de === best) return 'de';
  return 'es';
}

/** Splits a review into words with their sentence, clause and punctuation context. */
export function readReview(text: string): ReviewText {
  const normalized = text.normalize('NFC');
  const words: Word[] = [];
  let sentence = 0;
  let clause = 0;
  let pending = '';
  let newSentence = true;
  const pieces = PIECE; // synchronous, so one shared /g expression is safe; lastIndex reset here
  pieces.lastIndex = 0;
  for (let match = pieces.exec(normalized); match !== null; match = pieces.exec(normalized)) {
    const [piece, word, stop, mark] = match;
    if (word === undefined) {
      const p = piece.length > 1 ? piece.trim() || piece : piece;
      const last = words.length > 0 ? words[words.length - 1] : undefined;
      if (last !== undefined) last.after += p;
      pending += p;
      if (stop !== undefined) {
        // "Jelena S." and "Sv. Jovan" go on; a real full stop ends the sentence.
        const abbreviation =
          stop === '.' &&
          last !== undefined &&
          (ABBREVIATIONS.has(last.key) || (last.text.length === 1 && last.capitalized));
        if (!abbreviation) {
          newSentence = true;
          sentence++;
          clause++;
        }
      } else if (mark !== undefined) {
        if (mark === '\n') {
          newSentence = true;
          sentence++;
        }
        clause++;
      }
      continue;
    }
    const token = wordToken(word);
    if (!newSentence && CLAUSE_OPENERS.has(token.key)) clause++;
    words.push({
      text: token.text,
      latin: token.latin,
      key: token.key,
      capitalized: token.capitalized,
      index: words.length,
      sentence,
      clause,
      sentenceStart: newSentence,
      before: pending,
      after: '',
    });
    pending = '';
    newSentence = false;
  }
  const last = words.at(-1);
  if (last !== undefined) last.after += '$';
  let language: Language | undefined;
  return {
    words,
    get language() {
      return (language ??= detectLanguage(words, normalized));
    },
  };
}

// A handful of frequent function words per language; enough to tell a review's language.
const SERBIAN_MARKERS = new Set(
  'je sam smo su i u na za sa se da kod mi me nas nam bila bio jako vrlo hvala sve od ali sto kao jos preporuka preporucujem super usluga salon frizura bilo nije'.split(
    ' ',
  ),
);
const ENGLISH_MARKERS = new Set(
  'the and was is my i to for with she he her his very great thanks thank you did a an of it this amazing best recommend'.split(
    ' ',
  ),
);
const GERMAN_MARKERS = new Set(
  'und der die das ist sehr mit war danke ich sie er hat mein meine ein eine nicht auch toll'.split(
    ' ',
  ),
);
const SPANISH_MARKERS = new Set(
  'que muy el la es y pero con para lo todo por una los las gracias fue mi'.split(' '),
);

export const isSerbianLike = (language: Language): boolean =>
  language === 'sr' || language === 'ru' || language === 'other';

/**
 * The words of the clause after `word`'s in its sentence ("…, ali je bila na bolovanju"): clause
 * numbers may skip (a comma and a conjunction each open one), so the next is the first higher.
 */
export function nextClause(words: readonly Word[], word: Word): Word[] {
  const next = words.find(
    (w) => w.index > word.index && w.sentence === word.sentence && w.clause > word.clause,
  );
  return next ? words.filter((w) => w.clause === next.clause && w.sentence === next.sentence) : [];
}
