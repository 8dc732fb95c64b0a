import { describe, expect, it } from 'vitest';
import { attribute } from './engine';
import { input, minutes, staff } from './engine.fixtures';
import type { CustomerSignal } from './types';

const DAY = 24 * 60;
const request = (
  id: string,
  employeeId: string,
  customerName: string,
  m: number,
): CustomerSignal => ({
  id,
  employeeId,
  customerName,
  at: minutes(m),
});

describe('review requests credit the employee who asked', () => {
  it('credits a review without text to the employee who asked its author', () => {
    const decision = attribute(
      input(staff, null, 'Jelena Marković', {
        requests: [request('q1', 'marko', 'Jelena M.', -2 * DAY)],
      }),
    );
    expect(decision).toMatchObject({
      employeeId: 'marko',
      matchType: 'requested',
      confidence: 0.85,
      evidence: { kind: 'requested', requestId: 'q1', customerName: 'Jelena M.', daysBefore: 2 },
    });
  });

  it('is surer when the text thanks the same person', () => {
    const decision = attribute(
      input(staff, 'Marko je sjajan!', 'Jelena Marković', {
        requests: [request('q1', 'marko', 'Jelena M.', -60)],
      }),
    );
    expect(decision).toMatchObject({
      employeeId: 'marko',
      matchType: 'requested',
      confidence: 0.95,
    });
    expect(decision.evidence).toMatchObject({ named: true });
  });

  it('guesses nobody when the text thanks someone else, and suggests both', () => {
    const decision = attribute(
      input(staff, 'Hvala Milici na strpljenju.', 'Jelena Marković', {
        requests: [request('q1', 'marko', 'Jelena Marković', -60)],
      }),
    );
    expect(decision.matchType).toBe('unmatched');
    expect(decision.evidence.kind).toBe('conflicting_signals');
    expect(decision.candidates.map((c) => c.employeeId).sort()).toEqual(['marko', 'milica']);
  });

  it('guesses nobody when two employees asked the same customer', () => {
    const decision = attribute(
      input(staff, null, 'Jelena Marković', {
        requests: [
          request('q1', 'marko', 'Jelena M.', -60),
          request('q2', 'stefan', 'Jelena M.', -30),
        ],
      }),
    );
    expect(decision.matchType).toBe('unmatched');
    expect(decision.candidates.map((c) => c.basis?.kind)).toEqual(['requested', 'requested']);
  });

  it('ignores a request to someone else, one after the review and one older than 30 days', () => {
    for (const requests of [
      [request('q1', 'marko', 'Milena', -60)],
      [request('q1', 'marko', 'Jelena', 10)],
      [request('q1', 'marko', 'Jelena', -31 * DAY)],
    ]) {
      expect(attribute(input(staff, null, 'Jelena Marković', { requests })).matchType).toBe(
        'unmatched',
      );
    }
  });

  it('ranks below the customer confirming on the page, above a clickout', () => {
    const asked = { requests: [request('q1', 'marko', 'Jelena M.', -60)] };
    const confirmed = attribute(
      input(staff, null, 'Jelena Marković', {
        ...asked,
        confirmations: [
          {
            id: 1,
            employeeId: 'stefan',
            reviewerName: 'Jelena Marković',
            at: minutes(5),
            verified: true,
          },
        ],
      }),
    );
    expect(confirmed).toMatchObject({ employeeId: 'stefan', matchType: 'self_confirmed' });
    const windowed = attribute(
      input(staff, null, 'Jelena Marković', {
        ...asked,
        clickouts: [{ id: 1, employeeId: 'stefan', at: minutes(-2), visitorKey: 'v' }],
      }),
    );
    expect(windowed).toMatchObject({ employeeId: 'marko', matchType: 'requested' });
  });

  it('credits a visit from the booking system when nothing disagrees, surer with a request too', () => {
    const visit = request('v1', 'stefan', 'Jelena Marković', -3 * DAY);
    expect(attribute(input(staff, null, 'Jelena Marković', { visits: [visit] }))).toMatchObject({
      employeeId: 'stefan',
      matchType: 'visit',
      confidence: 0.8,
      evidence: { kind: 'visit', visitId: 'v1', daysBefore: 3 },
    });
    const both = attribute(
      input(staff, null, 'Jelena Marković', {
        visits: [visit],
        requests: [request('q1', 'stefan', 'Jelena', -3 * DAY + 30)],
      }),
    );
    expect(both).toMatchObject({ employeeId: 'stefan', matchType: 'requested', confidence: 0.95 });
  });

  it('credits nobody when the booking says one employee and a request or the text another', () => {
    const visit = request('v1', 'stefan', 'Jelena Marković', -2 * DAY);
    const asked = attribute(
      input(staff, null, 'Jelena Marković', {
        visits: [visit],
        requests: [request('q1', 'marko', 'Jelena Marković', -DAY)],
      }),
    );
    expect(asked.matchType).toBe('unmatched');
    expect(asked.candidates.map((c) => c.basis?.kind).sort()).toEqual(['requested', 'visited']);
    const named = attribute(
      input(staff, 'Milica je divna.', 'Jelena Marković', { visits: [visit] }),
    );
    expect(named.evidence.kind).toBe('conflicting_signals');
  });

  it('keeps visits to the last 14 days before the review', () => {
    const old = request('v1', 'stefan', 'Jelena', -15 * DAY);
    expect(attribute(input(staff, null, 'Jelena Marković', { visits: [old] })).matchType).toBe(
      'unmatched',
    );
  });

  it('lets a first name alone credit only when nothing else fits, and never stand against anything', () => {
    const alone = attribute(
      input(staff, null, 'Jelena Marković', { requests: [request('q1', 'marko', 'Jelena', -DAY)] }),
    );
    expect(alone).toMatchObject({ employeeId: 'marko', matchType: 'requested', confidence: 0.7 });
    // Two employees asked some Jelena: nobody is credited by it, the cards and the text decide.
    const two = attribute(
      input(staff, null, 'Jelena Marković', {
        requests: [request('q1', 'marko', 'Jelena', -DAY), request('q2', 'stefan', 'Jelena', -DAY)],
        clickouts: [{ id: 1, employeeId: 'ana', at: minutes(-3), visitorKey: 'v' }],
      }),
    );
    expect(two).toMatchObject({ employeeId: 'ana', matchType: 'time_window' });
    // A text that thanks someone else is not contradicted by "some Jelena".
    const thanked = attribute(
      input(staff, 'Hvala Milici!', 'Jelena Marković', {
        requests: [request('q1', 'marko', 'Jelena', -DAY)],
      }),
    );
    expect(thanked).toMatchObject({ employeeId: 'milica', matchType: 'name_match' });
  });
});
