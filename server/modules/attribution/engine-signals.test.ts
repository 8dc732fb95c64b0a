import { describe, expect, it } from 'vitest';
import { attribute, attributeWith, prepareEmployees } from './engine';
import { input, minutes, staff } from './engine.fixtures';
import type { AttributionInput, MatchType } from './types';

describe('time window and self-confirmation', () => {
  const clickout = (id: number, employeeId: string, m: number, visitorKey = `visitor-${id}`) => ({
    id,
    employeeId,
    at: minutes(m),
    visitorKey,
  });
  const confirmation = (
    id: number,
    employeeId: string,
    reviewerName: string,
    m: number,
    verified = true,
  ) => ({ id, employeeId, reviewerName, at: minutes(m), verified });
  it.each<[string, Partial<AttributionInput>, string | null, MatchType, number?]>([
    [
      'attributes a clickout just before the review',
      { clickouts: [clickout(1, 'marko', -1)] },
      'marko',
      'time_window',
      0.597,
    ],
    [
      'decays confidence at the window edge',
      { clickouts: [clickout(1, 'marko', -60)] },
      'marko',
      'time_window',
      0.4,
    ],
    [
      'ignores a clickout outside the window',
      { clickouts: [clickout(1, 'marko', -61)] },
      null,
      'unmatched',
    ],
    [
      'ignores a clickout after the review',
      { clickouts: [clickout(1, 'marko', 5)] },
      null,
      'unmatched',
    ],
    [
      'uses several clickouts of one employee',
      { clickouts: [clickout(1, 'marko', -50), clickout(2, 'marko', -10)] },
      'marko',
      'time_window',
    ],
    [
      'refuses to guess between two employees in the window',
      { clickouts: [clickout(1, 'marko', -5), clickout(2, 'milica', -20)] },
      null,
      'unmatched',
    ],
    [
      'accepts a confirmation made before publication',
      { confirmations: [confirmation(7, 'marko', 'Petar Kupac', -30)] },
      'marko',
      'self_confirmed',
      0.95,
    ],
    [
      'accepts a confirmation within 24 h after publication',
      { confirmations: [confirmation(7, 'marko', 'petar kupac', 23 * 60)] },
      'marko',
      'self_confirmed',
    ],
    [
      'rejects a confirmation more than 24 h after publication',
      { confirmations: [confirmation(7, 'marko', 'Petar Kupac', 25 * 60)] },
      null,
      'unmatched',
    ],
    [
      'matches reviewer names by first and last word',
      { confirmations: [confirmation(7, 'marko', 'Petar M. Kupac', -5)] },
      'marko',
      'self_confirmed',
    ],
    [
      'matches reviewer names across scripts',
      { confirmations: [confirmation(7, 'marko', 'Петар Купац', -5)] },
      'marko',
      'self_confirmed',
    ],
    [
      'rejects a confirmation by someone else',
      { confirmations: [confirmation(7, 'marko', 'Ivan Kupac', -5)] },
      null,
      'unmatched',
    ],
    [
      'lets self-confirmation beat a clickout',
      {
        confirmations: [confirmation(7, 'milica', 'Petar Kupac', -5)],
        clickouts: [clickout(1, 'marko', -1)],
      },
      'milica',
      'self_confirmed',
    ],
  ])('%s', (_, extra, employeeId, matchType, confidence) => {
    const decision = attribute(input(staff, 'Sve je bilo odlično.', 'Petar Kupac', extra));
    expect(decision).toMatchObject({ employeeId, matchType });
    if (confidence !== undefined) expect(decision.confidence).toBe(confidence);
  });

  it('records the clickout in the evidence and both employees as candidates on a tie', () => {
    const one = attribute(input(staff, null, null, { clickouts: [clickout(3, 'marko', -12)] }));
    expect(one.evidence).toEqual({ kind: 'time_window', clickoutId: 3, minutesBefore: 12 });
    const two = attribute(
      input(staff, null, null, {
        clickouts: [clickout(1, 'marko', -5), clickout(2, 'milica', -20)],
      }),
    );
    expect(two.candidates.map((c) => c.employeeId)).toEqual(['marko', 'milica']);
  });

  it('never credits an unverified confirmation, but shows it to the manager', () => {
    const decision = attribute(
      input(staff, 'Sve je bilo odlično.', 'Petar Kupac', {
        confirmations: [confirmation(7, 'marko', 'Petar Kupac', -30, false)],
      }),
    );
    expect(decision).toMatchObject({ employeeId: null, matchType: 'unmatched' });
    expect(decision.candidates).toEqual([
      expect.objectContaining({ employeeId: 'marko', cue: { code: 'unverified_claim' } }),
    ]);
  });

  it('lets a verified confirmation win over an unverified one for another employee', () => {
    const decision = attribute(
      input(staff, null, 'Petar Kupac', {
        confirmations: [
          confirmation(7, 'marko', 'Petar Kupac', -30, false),
          confirmation(8, 'milica', 'Petar Kupac', -20, true),
        ],
      }),
    );
    expect(decision).toMatchObject({ employeeId: 'milica', matchType: 'self_confirmed' });
  });

  it('ignores the clickouts of a visitor who tapped through on two employees’ pages', () => {
    const decision = attribute(
      input(staff, null, null, {
        clickouts: [
          clickout(1, 'marko', -5, 'same-phone'),
          clickout(2, 'milica', -9, 'same-phone'),
        ],
      }),
    );
    expect(decision).toMatchObject({ employeeId: null, matchType: 'unmatched' });
    const other = attribute(
      input(staff, null, null, {
        clickouts: [
          clickout(1, 'marko', -5, 'same-phone'),
          clickout(2, 'milica', -9, 'same-phone'),
          clickout(3, 'stefan', -15, 'another-phone'),
        ],
      }),
    );
    expect(other).toMatchObject({ employeeId: 'stefan', matchType: 'time_window' });
  });
});

describe('precedence', () => {
  const manual = { employeeId: 'milica', by: 'manager-1', at: minutes(100) };
  it.each<[string, AttributionInput, string | null, MatchType]>([
    [
      'manual beats a name match',
      { ...input(staff, 'Hvala Marku'), review: { ...input(staff, 'Hvala Marku').review, manual } },
      'milica',
      'manual',
    ],
    [
      'keeps a manual "unmatched"',
      {
        ...input(staff, 'Hvala Marku'),
        review: { ...input(staff, 'Hvala Marku').review, manual: { ...manual, employeeId: null } },
      },
      null,
      'manual',
    ],
    [
      'self-confirmation beats a name match',
      input(staff, 'Hvala Marku', 'Petar Kupac', {
        confirmations: [
          {
            id: 1,
            employeeId: 'milica',
            reviewerName: 'Petar Kupac',
            at: minutes(-5),
            verified: true,
          },
        ],
      }),
      'milica',
      'self_confirmed',
    ],
    [
      'a name match beats a clickout',
      input(staff, 'Hvala Marku', 'Petar Kupac', {
        clickouts: [{ id: 1, employeeId: 'milica', at: minutes(-5), visitorKey: 'v' }],
      }),
      'marko',
      'name_match',
    ],
  ])('%s', (_, attributionInput, employeeId, matchType) => {
    expect(attribute(attributionInput)).toMatchObject({ employeeId, matchType });
  });

  it('gives the same decision with employees prepared once for a batch', () => {
    const prepared = prepareEmployees(staff);
    for (const text of ['Hvala Milici', 'Saša je car', 'Mike was great']) {
      expect(attributeWith(prepared, input(staff, text))).toEqual(attribute(input(staff, text)));
    }
  });
});
