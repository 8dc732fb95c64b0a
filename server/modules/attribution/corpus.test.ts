import { describe, expect, it } from 'vitest';
import { loadCorpus } from './corpus';
import { ATTRIBUTION_FLOORS } from './corpus/floors';
import { CORPUS_OTHER_NAMES, CORPUS_STAFF } from './corpus/staff';
import { runCases, scoreByClass } from './evaluate';

// The labelled corpus as a build gate: the same figures `npm run eval:attribution` prints.
describe('attribution on the labelled corpus', () => {
  const cases = loadCorpus();
  const outcomes = runCases(cases, CORPUS_STAFF, CORPUS_OTHER_NAMES);
  const scores = scoreByClass(outcomes);
  const wrongOnes = outcomes
    .filter((o) => o.verdict === 'wrong')
    .map((o) => `${o.review.id} -> ${o.credited}: ${o.review.text}`);

  it('has enough cases in every class', () => {
    expect(cases.length).toBeGreaterThanOrEqual(ATTRIBUTION_FLOORS.cases);
    for (const [name, s] of scores)
      expect(s.cases, name).toBeGreaterThanOrEqual(ATTRIBUTION_FLOORS.perClass);
  });

  it('credits almost never the wrong person (precision floor)', () => {
    expect(scores.get('all')!.precision, wrongOnes.join('\n')).toBeGreaterThanOrEqual(
      ATTRIBUTION_FLOORS.precision,
    );
  });

  it('credits the person clearly meant (recall floor)', () => {
    expect(scores.get('all')!.recall).toBeGreaterThanOrEqual(ATTRIBUTION_FLOORS.recall);
  });
});
