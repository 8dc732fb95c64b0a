// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confidencePercent, describeEvidence, type EvidenceInput } from './evidence';

const base: EvidenceInput = {
  matchType: 'name_match',
  employeeName: 'Milica',
  matchEvidence: {},
  candidates: [],
};

describe('describeEvidence', () => {
  it('quotes the word the customer wrote for a name match', () => {
    expect(
      describeEvidence({
        ...base,
        matchEvidence: { kind: 'name_match', token: 'Milici', form: 'milici' },
      }),
    ).toEqual({ kind: 'nameMatch', form: 'Milici', employee: 'Milica', cues: [], setAside: [] });
    expect(describeEvidence({ ...base, matchEvidence: { form: 'Mici' } })).toEqual({
      kind: 'nameMatch',
      form: 'Mici',
      employee: 'Milica',
      cues: [],
      setAside: [],
    });
  });

  it('keeps the cues that decided and the names set aside, dropping unknown codes', () => {
    const evidence = describeEvidence({
      ...base,
      matchEvidence: {
        kind: 'name_match',
        token: 'Jovanu',
        cues: [
          { code: 'case_form', word: 'Jovanu' },
          { code: 'feminine_agreement', word: 'bila' },
          { code: 'made_up', word: 'x' },
          'junk',
        ],
        ignored: [
          { word: 'Jelenom', cue: { code: 'relative', word: 'sestrom' } },
          { word: 'Perić', cue: { code: 'not_staff', role: 'owner' } },
          { word: 7, cue: { code: 'relative' } },
        ],
      },
    });
    expect(evidence).toEqual({
      kind: 'nameMatch',
      form: 'Jovanu',
      employee: 'Milica',
      cues: [{ code: 'feminine_agreement', word: 'bila', role: null }],
      setAside: [
        { word: 'Jelenom', cue: { code: 'relative', word: 'sestrom', role: null } },
        { word: 'Perić', cue: { code: 'not_staff', word: null, role: 'owner' } },
      ],
    });
  });

  it('falls back to a plainer sentence when the matched word is missing', () => {
    expect(describeEvidence({ ...base, matchEvidence: { token: 42 } })).toEqual({
      kind: 'nameMatchPlain',
      employee: 'Milica',
    });
    expect(describeEvidence({ ...base, matchEvidence: null })).toEqual({
      kind: 'nameMatchPlain',
      employee: 'Milica',
    });
  });

  it('says nothing about a match whose employee is unknown', () => {
    expect(describeEvidence({ ...base, employeeName: null })).toBeNull();
    expect(describeEvidence({ ...base, matchType: 'time_window', employeeName: ' ' })).toBeNull();
  });

  it('gives the minutes after the QR link for a time window', () => {
    const review = { ...base, matchType: 'time_window' as const, employeeName: 'Marko' };
    expect(describeEvidence({ ...review, matchEvidence: { minutesBefore: 12.4 } })).toEqual({
      kind: 'timeWindow',
      minutes: 12,
      employee: 'Marko',
    });
    expect(describeEvidence({ ...review, matchEvidence: { minutesBefore: 'soon' } })).toEqual({
      kind: 'timeWindowPlain',
      employee: 'Marko',
    });
  });

  it('names the confirmed reviewer for a self confirmation', () => {
    const review = { ...base, matchType: 'self_confirmed' as const };
    expect(describeEvidence({ ...review, matchEvidence: { reviewerName: 'Ana P.' } })).toEqual({
      kind: 'selfConfirmed',
      name: 'Ana P.',
    });
    expect(describeEvidence(review)).toEqual({ kind: 'selfConfirmedPlain' });
  });

  it('says a manual attribution was made by hand, with or without an employee', () => {
    expect(describeEvidence({ ...base, matchType: 'manual', employeeName: null })).toEqual({
      kind: 'manual',
    });
  });

  it('lists the candidates of an unmatched review, once each and without blanks', () => {
    const candidate = (employeeName: string | null) => ({
      employeeId: '3f0c6f43-8a4e-4f55-9d1e-0a7c2a3b4c5d',
      employeeName,
      score: 0.8,
      reason: 'text mentions',
    });
    expect(
      describeEvidence({
        ...base,
        matchType: 'unmatched',
        employeeName: null,
        candidates: [candidate('Ana'), candidate(null), candidate('Ana'), candidate('Jovana')],
      }),
    ).toEqual({ kind: 'candidates', names: ['Ana', 'Jovana'], setAside: [] });
    expect(describeEvidence({ ...base, matchType: 'unmatched', employeeName: null })).toBeNull();
  });
});

describe('confidencePercent', () => {
  it('turns a share into a whole percentage', () => {
    expect(confidencePercent(0.846)).toBe(85);
    expect(confidencePercent(1)).toBe(100);
  });

  it('accepts a value already in percent and hides nothing-to-show values', () => {
    expect(confidencePercent(80)).toBe(80);
    expect(confidencePercent(0)).toBeNull();
    expect(confidencePercent(null)).toBeNull();
    expect(confidencePercent(Number.NaN)).toBeNull();
  });
});
