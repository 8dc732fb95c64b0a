// The attribution engine (docs/attribution.md): review + employees + clickouts + self-confirmations
// + review requests and visits -> decision. Pure: no clock, no I/O. Precedence: manual > self
// confirmed > review request or visit > name match > time window > unmatched; signals that
// disagree credit nobody (customer-signals.ts). Where two employees are equally likely the engine
// refuses to guess and returns "unmatched" with ranked candidates for the manager.
//
// Confidence scale: manual 1; self confirmed 0.95; name match = the form's base confidence from
// name-forms.ts (full name 0.9, name or case form 0.8, possessive 0.75, nickname or alias 0.7,
// surname 0.5; -0.05 for an inactive employee); time window 0.6 for a clickout at publication
// time, falling linearly to 0.4 at the window's far edge.
import type { OtherName } from '@common/attribution-evidence';
import type { DecisionEvidence } from '@common/match-evidence';
import { findMentions, mentionCues, TIE_MARGIN, type Ignored, type Mention } from './name-match';
import { nameKeys } from './normalize';
import { prepareEmployees, type Prepared } from './prepare';
import { customerSignalMatch } from './customer-signals';
import type {
  AttributionInput,
  Candidate,
  ClickoutInput,
  ConfirmationInput,
  Decision,
} from './types';

export { prepareEmployees, type Prepared } from './prepare';
export type * from './types';

const SELF_CONFIRMED_CONFIDENCE = 0.95;
/** Ranked below every real signal: a claim is a hint for the manager, never a credit. */
const UNVERIFIED_CLAIM_SCORE = 0.3;
/** Customers often confirm "it was me" right after posting, so confirmations up to 24 h late count. */
const CONFIRMATION_GRACE_MS = 24 * 60 * 60 * 1000;
const WINDOW_MAX = 0.6;
const WINDOW_MIN = 0.4;
const MINUTE_MS = 60_000;

/** A manager choosing by hand needs the few likeliest, not every namesake on a big staff. */
const MAX_CANDIDATES = 10;
const round = (x: number): number => Math.round(x * 1000) / 1000;

function unmatched(evidence: DecisionEvidence, candidates: Candidate[] = []): Decision {
  return { employeeId: null, matchType: 'unmatched', confidence: 0, evidence, candidates };
}

/** Reviewer names agree when all words match, or at least the first and last ones do. */
function sameReviewer(a: string, b: string): boolean {
  const x = nameKeys(a);
  const y = nameKeys(b);
  if (x.length === 0 || y.length === 0) return false;
  if (x.join(' ') === y.join(' ')) return true;
  return x.length > 1 && y.length > 1 && x[0] === y[0] && x.at(-1) === y.at(-1);
}

/** Confirmations by this review's author, latest first, up to a day after publication. */
function confirmationsOf(input: AttributionInput): ConfirmationInput[] {
  const author = input.review.authorName;
  if (author === null) return [];
  const latest = input.review.publishedAt.getTime() + CONFIRMATION_GRACE_MS;
  return input.confirmations
    .filter((c) => c.at.getTime() <= latest && sameReviewer(c.reviewerName, author))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/**
 * An unverified claim (the visitor never opened that employee's page) is only a candidate for
 * the manager: one phone could otherwise credit anyone by typing a real customer's name.
 */
function unverifiedClaims(input: AttributionInput): Candidate[] {
  const seen = new Set<string>();
  return confirmationsOf(input)
    .filter((c) => !c.verified && !seen.has(c.employeeId) && seen.add(c.employeeId))
    .map((c) => ({
      employeeId: c.employeeId,
      score: UNVERIFIED_CLAIM_SCORE,
      reason: `reviewer "${c.reviewerName}" claimed this employee without opening their page`,
      cue: { code: 'unverified_claim' as const },
      basis: { kind: 'claimed' as const, reviewerName: c.reviewerName },
    }));
}

function selfConfirmed(input: AttributionInput): Decision | null {
  const byEmployee = new Map<string, ConfirmationInput>();
  for (const c of confirmationsOf(input))
    if (c.verified && !byEmployee.has(c.employeeId)) byEmployee.set(c.employeeId, c);
  const candidates = [...byEmployee.values()].map((c) => ({
    employeeId: c.employeeId,
    score: SELF_CONFIRMED_CONFIDENCE,
    reason: `reviewer "${c.reviewerName}" confirmed this employee`,
    basis: { kind: 'confirmed' as const, reviewerName: c.reviewerName },
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

const withIgnored = <E extends DecisionEvidence>(evidence: E, ignored: Ignored[]): E =>
  ignored.length === 0 ? evidence : { ...evidence, ignored };

/** Name match, or null with the names set aside (shown when nothing else decides). */
function nameMatch(
  prepared: Prepared,
  input: AttributionInput,
): [Decision | null, Ignored[], Candidate[]] {
  const { text, authorName } = input.review;
  if (text === null) return [null, [], []];
  const { mentions, ignored, lost } = findMentions(prepared, text, authorName);
  const [top, second] = mentions;
  const candidates: Candidate[] = mentions.slice(0, MAX_CANDIDATES).map((m) => ({
    employeeId: m.employeeId,
    score: round(m.score),
    reason: mentionReason(m),
    basis: { kind: 'named' as const, word: m.token },
  }));
  // Employees whose only readings a rule rejected are still worth showing the manager.
  for (const [employeeId, cue] of lost) {
    if (candidates.length >= MAX_CANDIDATES) break;
    const c = candidates.find((x) => x.employeeId === employeeId);
    if (c) c.cue ??= cue;
    else candidates.push({ employeeId, score: 0, reason: `set aside: ${cue.code}`, cue });
  }
  if (top === undefined) return [null, ignored, candidates];
  if (second !== undefined && top.score - second.score < TIE_MARGIN - 1e-9) {
    const tied = mentions.filter((m) => top.score - m.score < TIE_MARGIN - 1e-9);
    for (const c of candidates)
      if (tied.some((m) => m.employeeId === c.employeeId)) c.cue ??= { code: 'tie' };
    const evidence = {
      kind: 'ambiguous_name' as const,
      token: top.token,
      employeeIds: tied.map((m) => m.employeeId),
    };
    return [unmatched(withIgnored(evidence, ignored), candidates), ignored, candidates];
  }
  const evidence = {
    kind: 'name_match' as const,
    form: top.entry.form,
    token: top.token,
    formKind: top.entry.kind,
    cues: mentionCues(top),
  };
  const decision: Decision = {
    employeeId: top.employeeId,
    matchType: 'name_match',
    confidence: round(top.score),
    evidence: withIgnored(evidence, ignored),
    candidates,
  };
  return [decision, ignored, candidates];
}

/**
 * Clickouts that may credit this review: made before it was published, within the window, by a
 * visitor who tapped through on one employee's page only (a visitor who clicked through on two
 * pages says nothing about which one they reviewed).
 */
function windowClickouts(input: AttributionInput): { usable: ClickoutInput[]; excluded: number } {
  const published = input.review.publishedAt.getTime();
  const windowMs = input.windowMinutes * MINUTE_MS;
  const inWindow = input.clickouts.filter((c) => {
    const before = published - c.at.getTime();
    return before >= 0 && before <= windowMs;
  });
  const pagesByVisitor = new Map<string, Set<string>>();
  for (const c of inWindow) {
    const pages = pagesByVisitor.get(c.visitorKey) ?? new Set<string>();
    pagesByVisitor.set(c.visitorKey, pages.add(c.employeeId));
  }
  const usable = inWindow.filter((c) => pagesByVisitor.get(c.visitorKey)!.size === 1);
  return { usable, excluded: inWindow.length - usable.length };
}

function timeWindow(input: AttributionInput): Decision | null {
  const published = input.review.publishedAt.getTime();
  const { usable } = windowClickouts(input);
  const nearest = new Map<string, { id: number; minutesBefore: number }>();
  for (const c of usable) {
    const minutesBefore = (published - c.at.getTime()) / MINUTE_MS;
    const current = nearest.get(c.employeeId);
    if (current === undefined || current.minutesBefore > minutesBefore) {
      nearest.set(c.employeeId, { id: c.id, minutesBefore });
    }
  }
  const score = (minutes: number): number =>
    round(
      WINDOW_MAX -
        (WINDOW_MAX - WINDOW_MIN) * (input.windowMinutes === 0 ? 0 : minutes / input.windowMinutes),
    );
  const candidates = [...nearest]
    .sort((a, b) => a[1].minutesBefore - b[1].minutesBefore)
    .map(([employeeId, c]) => ({
      employeeId,
      score: score(c.minutesBefore),
      reason: `clickout ${round(c.minutesBefore)} min before the review`,
      basis: { kind: 'clickout' as const, minutesBefore: round(c.minutesBefore) },
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
  const confirmed = selfConfirmed(input);
  if (confirmed) return confirmed;
  const [named, ignored, setAside] = nameMatch(withOtherNames(prepared, input.otherNames), input);
  const signalled = customerSignalMatch(input, named);
  if (signalled) return signalled;
  const decision =
    named ?? timeWindow(input) ?? unmatched(withIgnored({ kind: 'unmatched' }, ignored), setAside);
  if (decision.matchType !== 'unmatched') return decision;
  // Claims nobody could verify still help the manager decide in triage.
  const claims = unverifiedClaims(input).filter(
    (claim) => !decision.candidates.some((c) => c.employeeId === claim.employeeId),
  );
  return claims.length === 0
    ? decision
    : { ...decision, candidates: [...decision.candidates, ...claims] };
}

// A batch prepares its employees once; the business's not-staff names join them here, once per
// list (the caller passes the same list for the whole batch).
const withNames = new WeakMap<Prepared, WeakMap<readonly OtherName[], Prepared>>();
function withOtherNames(
  prepared: Prepared,
  otherNames: readonly OtherName[] | undefined,
): Prepared {
  if (otherNames === undefined || otherNames.length === 0 || prepared.otherNames.length > 0)
    return prepared;
  let byList = withNames.get(prepared);
  if (byList === undefined) withNames.set(prepared, (byList = new WeakMap()));
  let full = byList.get(otherNames);
  if (full === undefined) {
    full = prepareEmployees(prepared.source, otherNames);
    byList.set(otherNames, full);
  }
  return full;
}

/** Convenience for a single review; a batch should call prepareEmployees once and attributeWith. */
export function attribute(input: AttributionInput): Decision {
  return attributeWith(prepareEmployees(input.employees, input.otherNames, input.business), input);
}
