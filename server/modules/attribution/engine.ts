// The attribution engine (DESIGN §4): review + employees + clickouts + self-confirmations ->
// decision. Pure: no clock, no I/O. Precedence: manual > self confirmed > name match > time
// window > unmatched. Where two employees are equally likely the engine refuses to guess and
// returns "unmatched" with ranked candidates for the manager.
//
// Confidence scale: manual 1; self confirmed 0.95; name match = the form's base confidence from
// name-forms.ts (full name 0.9, name or case form 0.8, possessive 0.75, nickname or alias 0.7,
// surname 0.5; -0.05 for an inactive employee); time window 0.6 for a clickout at publication
// time, falling linearly to 0.4 at the window's far edge.
import { findMentions, type Mention } from './name-match';
import { nameKeys } from './normalize';
import { prepareEmployees, type Prepared } from './prepare';
import type { AttributionInput, Candidate, ConfirmationInput, Decision } from './types';

export { prepareEmployees, type Prepared } from './prepare';
export type * from './types';

const SELF_CONFIRMED_CONFIDENCE = 0.95;
/** Customers often confirm "it was me" right after posting, so confirmations up to 24 h late count. */
export const CONFIRMATION_GRACE_MS = 24 * 60 * 60 * 1000;
/** Scores closer than this are a tie: no reading is clearly stronger. */
export const TIE_MARGIN = 0.05;
const WINDOW_MAX = 0.6;
const WINDOW_MIN = 0.4;
const MINUTE_MS = 60_000;

const round = (x: number): number => Math.round(x * 1000) / 1000;

function unmatched(evidence: Record<string, unknown>, candidates: Candidate[] = []): Decision {
  return { employeeId: null, matchType: 'unmatched', confidence: 0, evidence, candidates };
}

/** Reviewer names agree when all words match, or at least the first and last ones do. */
export function sameReviewer(a: string, b: string): boolean {
  const x = nameKeys(a);
  const y = nameKeys(b);
  if (x.length === 0 || y.length === 0) return false;
  if (x.join(' ') === y.join(' ')) return true;
  return x.length > 1 && y.length > 1 && x[0] === y[0] && x.at(-1) === y.at(-1);
}

function selfConfirmed(input: AttributionInput): Decision | null {
  const { review } = input;
  const author = review.authorName;
  if (author === null) return null;
  const latest = review.publishedAt.getTime() + CONFIRMATION_GRACE_MS;
  const matching = input.confirmations
    .filter((c) => c.at.getTime() <= latest && sameReviewer(c.reviewerName, author))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const byEmployee = new Map<string, ConfirmationInput>();
  for (const c of matching) if (!byEmployee.has(c.employeeId)) byEmployee.set(c.employeeId, c);
  const candidates = [...byEmployee.values()].map((c) => ({
    employeeId: c.employeeId,
    score: SELF_CONFIRMED_CONFIDENCE,
    reason: `reviewer "${c.reviewerName}" confirmed this employee`,
  }));
  const [only] = byEmployee.values();
  if (only === undefined) return null;
  if (byEmployee.size > 1) return unmatched({ kind: 'conflicting_confirmations' }, candidates);
  return {
    employeeId: only.employeeId,
    matchType: 'self_confirmed',
    confidence: SELF_CONFIRMED_CONFIDENCE,
    evidence: { kind: 'self_confirmed', confirmationId: only.id, reviewerName: only.reviewerName },
    candidates,
  };
}

const mentionReason = (m: Mention): string =>
  `text mentions '${m.token}' (${m.entry.kind.replace('_', ' ')} '${m.entry.form}')`;

function nameMatch(prepared: Prepared, input: AttributionInput): Decision | null {
  const { text, authorName } = input.review;
  if (text === null) return null;
  const mentions = findMentions(prepared, text, authorName);
  const [top, second] = mentions;
  if (top === undefined) return null;
  const candidates = mentions.map((m) => ({
    employeeId: m.employeeId,
    score: round(m.score),
    reason: mentionReason(m),
  }));
  if (second !== undefined && top.score - second.score < TIE_MARGIN - 1e-9) {
    const tied = mentions.filter((m) => top.score - m.score < TIE_MARGIN - 1e-9);
    return unmatched(
      { kind: 'ambiguous_name', token: top.token, employeeIds: tied.map((m) => m.employeeId) },
      candidates,
    );
  }
  return {
    employeeId: top.employeeId,
    matchType: 'name_match',
    confidence: round(top.score),
    evidence: {
      kind: 'name_match',
      form: top.entry.form,
      token: top.token,
      formKind: top.entry.kind,
    },
    candidates,
  };
}

function timeWindow(input: AttributionInput): Decision | null {
  const published = input.review.publishedAt.getTime();
  const windowMs = input.windowMinutes * MINUTE_MS;
  const nearest = new Map<string, { id: number; minutesBefore: number }>();
  for (const c of input.clickouts) {
    const before = published - c.at.getTime();
    if (before < 0 || before > windowMs) continue;
    const minutesBefore = before / MINUTE_MS;
    const current = nearest.get(c.employeeId);
    if (current === undefined || current.minutesBefore > minutesBefore) {
      nearest.set(c.employeeId, { id: c.id, minutesBefore });
    }
  }
  const score = (minutes: number): number =>
    round(
      WINDOW_MAX - (WINDOW_MAX - WINDOW_MIN) * (windowMs === 0 ? 0 : minutes / input.windowMinutes),
    );
  const candidates = [...nearest]
    .sort((a, b) => a[1].minutesBefore - b[1].minutesBefore)
    .map(([employeeId, c]) => ({
      employeeId,
      score: score(c.minutesBefore),
      reason: `clickout ${round(c.minutesBefore)} min before the review`,
    }));
  const [only] = nearest;
  if (only === undefined) return null;
  if (nearest.size > 1)
    return unmatched({ kind: 'ambiguous_window', clickoutEmployees: nearest.size }, candidates);
  const [employeeId, clickout] = only;
  return {
    employeeId,
    matchType: 'time_window',
    confidence: score(clickout.minutesBefore),
    evidence: {
      kind: 'time_window',
      clickoutId: clickout.id,
      minutesBefore: round(clickout.minutesBefore),
    },
    candidates,
  };
}

/** Attributes one review against employees prepared once per batch (see prepareEmployees). */
export function attributeWith(prepared: Prepared, input: AttributionInput): Decision {
  const { manual } = input.review;
  if (manual) {
    return {
      employeeId: manual.employeeId,
      matchType: 'manual',
      confidence: 1,
      evidence: { kind: 'manual', by: manual.by, at: manual.at.toISOString() },
      candidates: [],
    };
  }
  return (
    selfConfirmed(input) ??
    nameMatch(prepared, input) ??
    timeWindow(input) ??
    unmatched({ kind: 'unmatched' })
  );
}

/** Convenience for a single review; a batch should call prepareEmployees once and attributeWith. */
export function attribute(input: AttributionInput): Decision {
  return attributeWith(prepareEmployees(input.employees), input);
}
