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

function matchesAt(tokens: Token[], i: number, entry: IndexEntry): boolean {
  return entry.keys.every((k, j) => tokens[i + j]?.key === k);
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
  const best = new Map<string, Mention>();
  tokens.forEach((token, i) => {
    for (const entry of prepared.index.get(token.key) ?? []) {
      if (!matchesAt(tokens, i, entry)) continue;
      const single = entry.keys.length === 1;
      if (single && entry.needsCapital && !token.capitalized) continue;
      if (single && authorWords.has(token.key)) continue;
      const employee = prepared.employees.get(entry.employeeId);
      if (employee === undefined) continue;
      const firstNameOnly = ['name', 'case_form', 'possessive'].includes(entry.kind);
      if (firstNameOnly && employee.firstKey === authorKeys[0]) continue;

      let score = entry.confidence - (employee.isActive ? 0 : INACTIVE_PENALTY);
      const key = entry.keys.join(' ');
      if (single && prepared.collisionKeys.has(key)) {
        const reading = contextReading(tokens, i, 1);
        score += CONTEXT_BONUS * reading * (entry.collides ? -1 : 1);
      }
      const words = tokens.slice(i, i + entry.keys.length).map((t) => t.text);
      const current = best.get(entry.employeeId);
      // On equal scores the longer phrase is the better evidence ("Kaca frizerka" over "Kaca").
      const longer = current !== undefined && current.entry.keys.length < entry.keys.length;
      if (current === undefined || current.score < score || (current.score === score && longer)) {
        best.set(entry.employeeId, {
          employeeId: entry.employeeId,
          score,
          entry,
          token: words.join(' '),
        });
      }
    }
  });
  return [...best.values()].sort((a, b) => b.score - a.score);
}
