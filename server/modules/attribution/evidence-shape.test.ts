// What the engine stores is the typed evidence of common/match-evidence.ts, for every kind of
// decision, so the reviews list and the exports read it back as that type.
import { describe, expect, it } from 'vitest';
import { matchEvidenceSchema } from '@common/match-evidence';
import { attribute } from './engine';
import { input, minutes, staff } from './engine.fixtures';

const clickout = (id: number, employeeId: string, m: number) => ({
  id,
  employeeId,
  at: minutes(m),
  visitorKey: `visitor-${id}`,
});

describe('stored evidence', () => {
  it.each([
    ['name_match', input(staff, 'Hvala Milici na divnoj frizuri!')],
    [
      'ambiguous_name',
      input(
        [...staff, { id: 'm2', name: 'Milica Ilić', aliases: [], isActive: true }],
        'Milica je super',
      ),
    ],
    ['time_window', input(staff, 'Odlično', 'Ana', { clickouts: [clickout(1, 'marko', -5)] })],
    [
      'ambiguous_window',
      input(staff, 'Odlično', 'Ana', {
        clickouts: [clickout(1, 'marko', -5), clickout(2, 'vera', -6)],
      }),
    ],
    [
      'self_confirmed',
      input(staff, 'Odlično', 'Ana Kupac', {
        confirmations: [
          { id: 7, employeeId: 'vera', reviewerName: 'Ana Kupac', at: minutes(-3), verified: true },
        ],
      }),
    ],
    [
      'manual',
      input(staff, 'Odlično', 'Ana', {
        review: {
          id: 'r1',
          authorName: 'Ana',
          text: 'Odlično',
          publishedAt: minutes(0),
          manual: { employeeId: 'vera', by: 'user-1', at: minutes(1) },
        },
      }),
    ],
    ['unmatched', input(staff, 'Odlično, sve preporuke')],
  ])('is the typed %s evidence', (kind, attributionInput) => {
    const decision = attribute(attributionInput);
    const stored = { ...decision.evidence, candidates: decision.candidates };
    expect(matchEvidenceSchema.parse(stored).kind).toBe(kind);
  });
});
