// Why a review is credited to someone, in words (docs/http-api.md: every decision keeps its evidence,
// shown in the UI as "text mentions 'Milici' -> Milica"). matchEvidence is a free-form record
// written by the server, so every field is read defensively: a missing or odd field gives a
// plainer sentence, never a crash or "undefined" on screen.
import { EVIDENCE_CUES, type EvidenceCueCode } from '@common/attribution-evidence';
import type { Review } from '@common/schemas/reviews';

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

export type Evidence =
  | { kind: 'nameMatch'; form: string; employee: string; cues: CueText[]; setAside: SetAside[] }
  | { kind: 'nameMatchPlain'; employee: string }
  | { kind: 'timeWindow'; minutes: number; employee: string }
  | { kind: 'timeWindowPlain'; employee: string }
  | { kind: 'selfConfirmed'; name: string }
  | { kind: 'selfConfirmedPlain' }
  | { kind: 'manual' }
  | { kind: 'candidates'; names: string[]; setAside: SetAside[] };

const CODES = new Set<string>(EVIDENCE_CUES);

function cueOf(value: unknown): CueText | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (typeof record.code !== 'string' || !CODES.has(record.code)) return null;
  return {
    code: record.code as EvidenceCueCode,
    word: text(record, 'word'),
    role: text(record, 'role'),
  };
}

/** The deciding cues, minus the form kinds the main sentence already says. */
function cuesOf(record: Record<string, unknown>): CueText[] {
  const list = Array.isArray(record.cues) ? (record.cues as unknown[]) : [];
  const words = new Set<string>();
  // One reason per word: "sjajna" agrees and praises, the first says enough.
  return list
    .map(cueOf)
    .filter((c): c is CueText => c !== null && c.code !== 'case_form')
    .filter((c) => c.word === null || (!words.has(c.word) && Boolean(words.add(c.word))));
}

function setAsideOf(record: Record<string, unknown>): SetAside[] {
  const list = Array.isArray(record.ignored) ? (record.ignored as unknown[]) : [];
  return list.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const entry = item as Record<string, unknown>;
    const word = text(entry, 'word');
    const cue = cueOf(entry.cue);
    return word && cue ? [{ word, cue }] : [];
  });
}

export type EvidenceInput = Pick<Review, 'matchType' | 'employeeName' | 'candidates'> & {
  matchEvidence: Record<string, unknown> | null | undefined;
};

function text(record: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function count(record: Record<string, unknown>, ...keys: string[]): number | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.round(value);
  }
  return null;
}

/** The evidence sentence to show, or null when there is nothing worth saying. */
export function describeEvidence(review: EvidenceInput): Evidence | null {
  const record =
    review.matchEvidence && typeof review.matchEvidence === 'object' ? review.matchEvidence : {};
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
    case 'manual':
      return { kind: 'manual' };
    case 'unmatched': {
      const names = (Array.isArray(review.candidates) ? review.candidates : [])
        .map((candidate) => candidate.employeeName?.trim() ?? '')
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

/** The engine's confidence (0..1) as a whole percentage; null when there is none to show. */
export function confidencePercent(confidence: number | null | undefined): number | null {
  if (typeof confidence !== 'number' || !Number.isFinite(confidence) || confidence <= 0) {
    return null;
  }
  const share = confidence > 1 ? confidence / 100 : confidence;
  return Math.round(Math.min(1, share) * 100);
}
