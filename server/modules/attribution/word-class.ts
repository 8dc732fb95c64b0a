// Helpers that build the word classes of lexicon.ts and lexicon-people.ts: every entry a folded
// key (normalize.ts foldKey).
import { foldKey } from './normalize';

/** Every ending on every stem, folded: inflect(['sestr'], ['a', 'e']) -> sestra, sestre. */
export function inflect(stems: string[], endings: string[]): string[] {
  return stems.flatMap((stem) => endings.map((e) => foldKey(stem + e)));
}
export const set = (...lists: string[][]): Set<string> => new Set(lists.flat().map(foldKey));
export const words = (line: string): string[] => line.split(/\s+/).filter(Boolean);
/** Folded keys of the words of a line. */
export const keys = (line: string): string[] => words(line).map(foldKey);
