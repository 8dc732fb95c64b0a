// Finds employee mentions in review text (GOOGLE.md §E.6 steps 2–4) and scores them per employee.
import { nameKeys, tokenize, type Token } from './normalize';
import type { IndexEntry, Prepared } from './prepare';

/** A former employee may still be praised by a late review, but a current one is preferred. */
export const INACTIVE_PENALTY = 0.05;
/** Sentence context that picks one reading of a colliding form (Jovan's "Jovana" vs Jovana). */
const CONTEXT_BONUS = 0.1;

// Folded keys. A feminine past participle or adjective after the name points to the nominative
// female reading ("Jovana je bila divna"); a masculine one, or a preposition governing the
// genitive/accusative before it ("kod Jovana", "za Jovana"), to the declined male reading.
const FEMININE_CUES = new Set(
  ['bila', 'uradila', 'pomogla', 'napravila', 'sredila', 'osisala', 'objasnila', 'divna'].concat([
    'ljubazna',
    'sjajna',
    'strpljiva',
    'profesionalna',
    'najbolja',
  ]),
);
const MASCULINE_CUES = new Set(
  ['bio', 'uradio', 'pomogao', 'napravio', 'sredio', 'osisao', 'objasnio', 'divan'].concat([
    'ljubazan',
    'sjajan',
    'strpljiv',
    'profesionalan',
    'najbolji',
  ]),
);
const OBLIQUE_PREPOSITIONS = new Set(['kod', 'od', 'bez', 'do', 'iz', 'za', 'zbog', 'pored']);

export interface Mention {
  employeeId: string;
  score: number;
  entry: IndexEntry;
  /** The words as written in the review. */
  token: string;
}

/** The entry's first key matched token i (the index lookup); the rest must follow it. */
function matchesAt(tokens: Token[], i: number, entry: IndexEntry): boolean {
  for (let j = 1; j < entry.keys.length; j++) {
    if (tokens[i + j]?.key !== entry.keys[j]) return false;
  }
  return true;
}

/** +1 when the context favours the nominative reading, -1 the declined one, 0 when silent. */
function contextReading(tokens: Token[], start: number, length: number): number {
  const before = tokens[start - 1]?.key;
  if (before !== undefined && OBLIQUE_PREPOSITIONS.has(before)) return -1;
  for (const t of tokens.slice(start + length, start + length + 3)) {
    if (FEMININE_CUES.has(t.key)) return 1;
    if (MASCULINE_CUES.has(t.key)) return -1;
  }
  return 0;
}

const phrase = (tokens: Token[], start: number, length: number): string =>
  tokens
    .slice(start, start + length)
    .map((t) => t.text)
    .join(' ');

/**
 * The best mention of each employee in the text, strongest first. Rules:
 * - a form that is also a common word needs a capital in the original text;
 * - a word of the reviewer's own name is not a mention, and an employee who shares the
 *   reviewer's first name is not credited on a first-name form alone;
 * - inactive employees score slightly lower; colliding forms follow sentence context.
 */
export function findMentions(
  prepared: Prepared,
  text: string,
  authorName: string | null,
): Mention[] {
  const tokens = tokenize(text);
  const authorKeys = nameKeys(authorName ?? '');
  const authorWords = new Set(authorKeys);
  const authorFirst = authorKeys[0];
  /** The sentence context of token i, computed at most once per token. */
  let reading: number | undefined;
  const best = new Map<string, Mention>();
  // The hot loop of a sync (DESIGN §8: 50,000 reviews/s against 500 employees): a common first
  // name has hundreds of entries, so everything per entry is precomputed (prepare.ts) and the
  // evidence text is built only for a new best.
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const words = prepared.index.get(token.key);
    const phrases = next && prepared.phraseIndex.get(`${token.key} ${next.key}`);
    if (words === undefined && !phrases) continue;
    for (const entry of phrases ? [...(words ?? []), ...phrases] : words!) {
      const single = entry.keys.length === 1;
      if (!single && !matchesAt(tokens, i, entry)) continue;
      if (single && entry.needsCapital && !token.capitalized) continue;
      if (single && authorWords.has(token.key)) continue;
      const employee = entry.employee;
      if (entry.firstNameOnly && employee.firstKey === authorFirst) continue;

      let score = entry.confidence - (employee.isActive ? 0 : INACTIVE_PENALTY);
      if (entry.contextual) {
        reading ??= contextReading(tokens, i, 1);
        score += CONTEXT_BONUS * reading * (entry.collides ? -1 : 1);
      }
      const current = best.get(entry.employeeId);
      // On equal scores the longer phrase is the better evidence ("Kaca frizerka" over "Kaca").
      const longer = current !== undefined && current.entry.keys.length < entry.keys.length;
      if (current === undefined || current.score < score || (current.score === score && longer)) {
        const text = single ? token.text : phrase(tokens, i, entry.keys.length);
        best.set(entry.employeeId, { employeeId: entry.employeeId, score, entry, token: text });
      }
    }
    reading = undefined;
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}
