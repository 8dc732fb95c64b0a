// The evidence of an attribution decision, typed: what the engine stores in reviews.match_evidence
// (server/modules/attribution/engine.ts), what the reviews list and the exports read back, and the
// one description of it both word (the web app in the reader's language, the exports in theirs).
// Stored evidence from before this shape, or anything odd, reads as null: a plainer sentence,
// never a crash.
import { z } from 'zod';
import {
  candidateBasisSchema,
  evidenceCueSchema,
  type EvidenceCueCode,
} from './attribution-evidence';
import type { MatchType } from './schemas/reviews';

/** An employee the engine weighed, best first; `cue` says why one lost when a rule decided. */
const evidenceCandidateSchema = z.object({
  employeeId: z.string(),
  score: z.number(),
  reason: z.string(),
  cue: evidenceCueSchema.optional(),
  basis: candidateBasisSchema.optional(),
});
export type EvidenceCandidate = z.infer<typeof evidenceCandidateSchema>;

/** A name in the text that was set aside, and why. */
const ignoredSchema = z.object({
  word: z.string(),
  cue: evidenceCueSchema,
  name: z.string().optional(),
});

const around = {
  candidates: z.array(evidenceCandidateSchema).optional(),
  ignored: z.array(ignoredSchema).optional(),
};

export const matchEvidenceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('name_match'),
    /** The form it matched and the word as the customer wrote it ("Milici"). */
    form: z.string(),
    token: z.string(),
    formKind: z.string(),
    cues: z.array(evidenceCueSchema),
    ...around,
  }),
  z.object({
    kind: z.literal('ambiguous_name'),
    token: z.string(),
    employeeIds: z.array(z.string()),
    ...around,
  }),
  z.object({
    kind: z.literal('self_confirmed'),
    confirmationId: z.number(),
    reviewerName: z.string(),
    ...around,
  }),
  z.object({ kind: z.literal('conflicting_confirmations'), ...around }),
  z.object({
    kind: z.literal('requested'),
    requestId: z.string(),
    customerName: z.string(),
    daysBefore: z.number(),
    /** The text names the same person: two signals agree. */
    named: z.boolean().optional(),
    ...around,
  }),
  z.object({
    kind: z.literal('visit'),
    visitId: z.string(),
    customerName: z.string(),
    daysBefore: z.number(),
    named: z.boolean().optional(),
    ...around,
  }),
  /** Signals name different people (a request and the text, two requests): nobody is guessed. */
  z.object({ kind: z.literal('conflicting_signals'), ...around }),
  z.object({
    kind: z.literal('time_window'),
    clickoutId: z.number(),
    minutesBefore: z.number(),
    ...around,
  }),
  z.object({ kind: z.literal('ambiguous_window'), clickoutEmployees: z.number(), ...around }),
  z.object({
    kind: z.literal('manual'),
    by: z.string(),
    at: z.string().optional(),
    previous: z
      .object({
        employeeId: z.string().nullable(),
        matchType: z.string(),
        matchConfidence: z.number().nullable(),
      })
      .optional(),
    ...around,
  }),
  z.object({ kind: z.literal('unmatched'), ...around }),
]);
type MatchEvidence = z.infer<typeof matchEvidenceSchema>;
/** What the engine decides, before the candidates are stored beside it. */
export type DecisionEvidence = MatchEvidence extends infer E
  ? E extends MatchEvidence
    ? Omit<E, 'candidates'>
    : never
  : never;

/**
 * What a review row holds: the engine's evidence (rows written before a field existed may lack
 * it, so every field but `kind` is optional), or `{}` for a review never attributed.
 */
export type StoredEvidence =
  | (MatchEvidence extends infer E
      ? E extends MatchEvidence
        ? Pick<E, 'kind'> & Partial<Omit<E, 'kind'>>
        : never
      : never)
  | Record<string, never>;

/** The stored candidates, whatever else the evidence holds. */
export function evidenceCandidates(stored: unknown): EvidenceCandidate[] {
  const list = (stored as { candidates?: unknown } | null)?.candidates;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = evidenceCandidateSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A rule that decided, with the word of the review that fired it. */
export interface CueText {
  code: EvidenceCueCode;
  word: string | null;
  role: string | null;
}
/** A name in the text that was set aside, and why. */
export interface SetAside {
  word: string;
  cue: CueText;
}

/** What to say about a decision: each match type's sentence, or its plainer form. */
export type EvidenceDescription =
  | { kind: 'nameMatch'; form: string; employee: string; cues: CueText[]; setAside: SetAside[] }
  | { kind: 'nameMatchPlain'; employee: string }
  | { kind: 'timeWindow'; minutes: number; employee: string }
  | { kind: 'timeWindowPlain'; employee: string }
  | { kind: 'selfConfirmed'; name: string }
  | { kind: 'selfConfirmedPlain' }
  | { kind: 'requested'; name: string; employee: string }
  | { kind: 'requestedPlain'; employee: string }
  | { kind: 'visit'; name: string; employee: string }
  | { kind: 'visitPlain'; employee: string }
  | { kind: 'manual' }
  | { kind: 'candidates'; names: string[]; setAside: SetAside[] };

export interface EvidenceInput {
  matchType: MatchType;
  employeeName: string | null;
  /** The stored evidence (typed when the engine wrote it; older rows may hold less). */
  matchEvidence: unknown;
  /** Names of the candidates the engine weighed, best first. */
  candidateNames: readonly (string | null | undefined)[];
}

type Loose = Record<string, unknown>;

function text(record: Loose, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function count(record: Loose, ...keys: string[]): number | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.round(value);
  }
  return null;
}

function cueOf(value: unknown): CueText | null {
  const parsed = evidenceCueSchema.safeParse(value);
  if (!parsed.success) return null;
  const { code, word, role } = parsed.data;
  return { code, word: word?.trim() || null, role: role?.trim() || null };
}

/** The deciding cues, minus the form kinds the main sentence already says. */
function cuesOf(record: Loose): CueText[] {
  const list = Array.isArray(record.cues) ? (record.cues as unknown[]) : [];
  const words = new Set<string>();
  // One reason per word: "sjajna" agrees and praises, the first says enough.
  return list
    .map(cueOf)
    .filter((c): c is CueText => c !== null && c.code !== 'case_form')
    .filter((c) => c.word === null || (!words.has(c.word) && Boolean(words.add(c.word))));
}

function setAsideOf(record: Loose): SetAside[] {
  const list = Array.isArray(record.ignored) ? (record.ignored as unknown[]) : [];
  return list.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const word = text(item as Loose, 'word');
    const cue = cueOf((item as Loose).cue);
    return word && cue ? [{ word, cue }] : [];
  });
}

/**
 * The one description of a decision's evidence, read field by field so an older or odd record
 * gives a plainer sentence. The web app and the exports word it (in the reader's language).
 */
export function describeEvidence(review: EvidenceInput): EvidenceDescription | null {
  const stored = review.matchEvidence;
  const record: Loose = stored && typeof stored === 'object' ? (stored as Loose) : {};
  const employee = review.employeeName?.trim() ?? '';
  switch (review.matchType) {
    case 'name_match': {
      if (!employee) return null;
      // The word as the customer wrote it ("Milici"), else the form it matched.
      const form = text(record, 'token', 'form');
      return form
        ? { kind: 'nameMatch', form, employee, cues: cuesOf(record), setAside: setAsideOf(record) }
        : { kind: 'nameMatchPlain', employee };
    }
    case 'time_window': {
      if (!employee) return null;
      const minutes = count(record, 'minutesBefore', 'minutes');
      return minutes === null
        ? { kind: 'timeWindowPlain', employee }
        : { kind: 'timeWindow', minutes, employee };
    }
    case 'self_confirmed': {
      const name = text(record, 'reviewerName', 'name');
      return name ? { kind: 'selfConfirmed', name } : { kind: 'selfConfirmedPlain' };
    }
    case 'requested': {
      if (!employee) return null;
      const name = text(record, 'customerName');
      return name ? { kind: 'requested', name, employee } : { kind: 'requestedPlain', employee };
    }
    case 'visit': {
      if (!employee) return null;
      const name = text(record, 'customerName');
      return name ? { kind: 'visit', name, employee } : { kind: 'visitPlain', employee };
    }
    case 'manual':
      return { kind: 'manual' };
    case 'unmatched': {
      const names = review.candidateNames
        .map((name) => name?.trim() ?? '')
        .filter((name, index, all) => name !== '' && all.indexOf(name) === index);
      const setAside = setAsideOf(record);
      return names.length > 0 || setAside.length > 0
        ? { kind: 'candidates', names, setAside }
        : null;
    }
    default:
      return null;
  }
}
