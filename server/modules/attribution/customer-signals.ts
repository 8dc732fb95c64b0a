// What the business knows of the customer besides the text (docs/attribution.md): an employee
// asked them for a review (a request, REQUEST_MATCH_DAYS) or served them (a visit from the booking
// system, VISIT_MATCH_DAYS), under a name that can be the review's author (customer-name.ts).
// These rank below the customer's own confirmation and above a name in the text. One employee
// named by them all is credited (`requested` when a request is among them, else `visit`), surer
// when the signals or the text agree; signals that name different people, or a text that thanks
// someone else, credit nobody and suggest them all.
import { REQUEST_MATCH_DAYS } from '@common/schemas/requests';
import { VISIT_MATCH_DAYS } from '@common/schemas/visits';
import type { CandidateBasis } from '@common/attribution-evidence';
import { customerMatch, type CustomerMatch } from './customer-name';
import type { AttributionInput, Candidate, CustomerSignal, Decision } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sender's word that they served this customer: strong, not certain. */
const REQUESTED_CONFIDENCE = 0.85;
/** The booking system's record: strong, but a colleague may have finished the work. */
const VISIT_CONFIDENCE = 0.8;
/** A first name alone is a weaker reading of who wrote the review. */
const WEAK_PENALTY = 0.15;
/** Two independent signals (a request and a visit, or either and the text) agree. */
const AGREED_CONFIDENCE = 0.95;

const daysBetween = (from: Date, to: Date) =>
  Math.round(((to.getTime() - from.getTime()) / DAY_MS) * 10) / 10;

interface Found {
  signal: CustomerSignal;
  kind: 'request' | 'visit';
  /** How surely the names agree: only the surest signals decide (customer-name.ts). */
  strength: CustomerMatch;
}

/** Signals about this review's author in the days before it, latest first, per employee. */
function signalsOf(input: AttributionInput): Map<string, Found[]> {
  const byEmployee = new Map<string, Found[]>();
  const author = input.review.authorName;
  if (author === null) return byEmployee;
  const published = input.review.publishedAt.getTime();
  let found: Found[] = [];
  for (const [kind, list, days] of [
    ['request', input.requests, REQUEST_MATCH_DAYS],
    ['visit', input.visits, VISIT_MATCH_DAYS],
  ] as const) {
    for (const signal of list ?? []) {
      const at = signal.at.getTime();
      if (at > published || at < published - days * DAY_MS) continue;
      const strength = customerMatch(signal.customerName, author);
      if (strength > 0) found.push({ signal, kind, strength });
    }
  }
  // "Jelena Marković" served by Milica outweighs a request to some "Jelena": a weaker reading of
  // the name is no rival to a surer one.
  const surest = Math.max(0, ...found.map((f) => f.strength));
  const sure = new Set(found.filter((f) => f.strength === surest).map((f) => f.signal.employeeId));
  found = found.filter((f) => sure.has(f.signal.employeeId));
  found.sort((a, b) => b.signal.at.getTime() - a.signal.at.getTime());
  for (const item of found) {
    const list = byEmployee.get(item.signal.employeeId) ?? [];
    list.push(item);
    byEmployee.set(item.signal.employeeId, list);
  }
  // Each employee's surest signal first.
  for (const list of byEmployee.values()) list.sort((a, b) => b.strength - a.strength);
  return byEmployee;
}

function basisOf({ signal, kind }: Found, publishedAt: Date): CandidateBasis {
  const daysBefore = daysBetween(signal.at, publishedAt);
  return kind === 'request'
    ? { kind: 'requested', customerName: signal.customerName, daysBefore }
    : { kind: 'visited', customerName: signal.customerName, daysBefore };
}

const candidateOf = (found: Found, publishedAt: Date): Candidate => ({
  employeeId: found.signal.employeeId,
  score: found.kind === 'request' ? REQUESTED_CONFIDENCE : VISIT_CONFIDENCE,
  reason:
    found.kind === 'request'
      ? `asked "${found.signal.customerName}" for a review`
      : `served "${found.signal.customerName}" (booking system)`,
  basis: basisOf(found, publishedAt),
});

/**
 * The decision the customer's signals make, given what the text says (`named`: the name-match
 * decision or null); null when no request or visit concerns this review.
 */
export function customerSignalMatch(
  input: AttributionInput,
  named: Decision | null,
): Decision | null {
  const signals = signalsOf(input);
  // A first name alone ("Danijela") fits every Danijela of the weeks: it never stands against
  // anything. With the text naming someone, only that person's signals count; alone, it credits
  // only when every such signal names the same employee.
  const weak = [...signals.values()].some((list) => list[0]!.strength === 1);
  if (weak) {
    const textNames = named?.employeeId ?? null;
    if (textNames !== null) {
      for (const id of [...signals.keys()]) if (id !== textNames) signals.delete(id);
    } else if (signals.size > 1) return null;
  }
  if (signals.size === 0) return null;
  const publishedAt = input.review.publishedAt;
  // Each employee's credit: a request before a visit (the request brought the review); the
  // surest reading of the name already chose whose signals count.
  const best = [...signals.values()].map(
    (list) => list.find((f) => f.kind === 'request') ?? list[0]!,
  );
  const candidates = best.map((found) => candidateOf(found, publishedAt));
  const [only] = best;
  const textNames = named?.employeeId ?? null;
  if (best.length > 1 || (textNames !== null && textNames !== only!.signal.employeeId)) {
    const others = (named?.candidates ?? []).filter(
      (c) => !candidates.some((own) => own.employeeId === c.employeeId),
    );
    return {
      employeeId: null,
      matchType: 'unmatched',
      confidence: 0,
      evidence: { kind: 'conflicting_signals' },
      candidates: [...candidates, ...others],
    };
  }
  const found = only!;
  const kinds = new Set(signals.get(found.signal.employeeId)!.map((f) => f.kind));
  const agreed = textNames !== null || kinds.size > 1;
  const base = found.kind === 'request' ? REQUESTED_CONFIDENCE : VISIT_CONFIDENCE;
  const surestReading = Math.max(...signals.get(found.signal.employeeId)!.map((f) => f.strength));
  const confidence = agreed ? AGREED_CONFIDENCE : surestReading === 1 ? base - WEAK_PENALTY : base;
  const common = {
    customerName: found.signal.customerName,
    daysBefore: daysBetween(found.signal.at, publishedAt),
    ...(textNames !== null ? { named: true } : {}),
  };
  return {
    employeeId: found.signal.employeeId,
    matchType: found.kind === 'request' ? 'requested' : 'visit',
    confidence,
    evidence:
      found.kind === 'request'
        ? { kind: 'requested', requestId: found.signal.id, ...common }
        : { kind: 'visit', visitId: found.signal.id, ...common },
    candidates,
  };
}
