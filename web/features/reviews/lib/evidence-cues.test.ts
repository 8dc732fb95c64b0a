import { describe, expect, it } from 'vitest';
import { EVIDENCE_CUES } from '@common/attribution-evidence';
import en from '../../../locales/dashboard/en.json';
import sr from '../../../locales/dashboard/sr.json';

describe('evidence cue texts', () => {
  it.each([
    ['English', en],
    ['Serbian', sr],
  ])('gives every cue code a text in %s', (_, catalogue) => {
    const cues = (catalogue as { reviews: { evidence: { cues: Record<string, string> } } }).reviews
      .evidence.cues;
    for (const code of EVIDENCE_CUES) expect(cues[code], code).toEqual(expect.any(String));
  });
});
