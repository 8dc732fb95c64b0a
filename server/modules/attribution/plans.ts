// Plans and wishes (docs/attribution.md "Reading reviews of any business"): "sledeći put ću
// tražiti Vuka", "volela bih da Nevena radi i subotom" speak of a visit that has not happened.
import * as L from './lexicon';
import type { Word } from './text';

/** "volela bih", "bih voleo", "ubuduće", "I wish": a wish, unless it is thanks ("kako bih zahvalio"). */
function isWish(sentence: Word[], i: number): boolean {
  const w = sentence[i]!;
  if (L.WISH_WORDS.has(w.key)) return true;
  if (w.key !== 'bih' && w.key !== 'bismo') return false;
  return [sentence[i - 1], sentence[i + 1]].some(
    (x) => x !== undefined && L.WISH_STEMS.some((stem) => x.key.startsWith(stem)),
  );
}

/** The word that opens a plan or wish before `start` in its sentence, if nothing contrasts it. */
export function planBefore(sentence: Word[], start: number): Word | undefined {
  let plan: Word | undefined;
  for (const [i, w] of sentence.entries()) {
    if (w.index >= start) break;
    if (L.CONTRASTS.has(w.key)) plan = undefined;
    const next = sentence[i + 1];
    if (next && L.PLAN_OPENERS.has(`${w.key} ${next.key}`)) plan = w;
    else if (isWish(sentence, i)) plan = w;
  }
  return plan;
}
