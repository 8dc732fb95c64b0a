// The `requested` rule (docs/attribution.md, docs/review-requests.md): an employee asked a customer
// for a review and a review by that customer arrived within REQUEST_MATCH_DAYS. It ranks below a
// customer's own confirmation and above a name in the text; when the two name different people,
// or two employees asked the same customer, nobody is guessed and both are suggested.
import { REQUEST_MATCH_DAYS } from '@common/schemas/requests';
import { sameCustomer } from './customer-name';
import type { AttributionInput, Candidate, Decision, RequestInput } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
const REQUEST_WINDOW_MS = REQUEST_MATCH_DAYS * DAY_MS;
/** A request is the sender's word that they served this customer: strong, not certain. */
const REQUESTED_CONFIDENCE = 0.85;
/** The text thanks the same person: two independent signals agree. */
const AGREED_CONFIDENCE = 0.95;

const daysBetween = (from: Date, to: Date) =>
  Math.round(((to.getTime() - from.getTime()) / DAY_MS) * 10) / 10;

/** Requests to this review's author in the days before it, latest first, one per employee. */
function requestsOf(input: AttributionInput): Map<string, RequestInput> {
  const byEmployee = new Map<string, RequestInput>();
  const author = input.review.authorName;
  if (author === null || !input.requests?.length) return byEmployee;
  const published = input.review.publishedAt.getTime();
  const matching = input.requests
    .filter((r) => {
      const at = r.at.getTime();
      return at <= published && at >= published - REQUEST_WINDOW_MS;
    })
    .filter((r) => sameCustomer(r.customerName, author))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  for (const request of matching)
    if (!byEmployee.has(request.employeeId)) byEmployee.set(request.employeeId, request);
  return byEmployee;
}

const candidateOf = (request: RequestInput, publishedAt: Date): Candidate => {
  const daysBefore = daysBetween(request.at, publishedAt);
  return {
    employeeId: request.employeeId,
    score: REQUESTED_CONFIDENCE,
    reason: `asked "${request.customerName}" for a review ${daysBefore} days before`,
    basis: { kind: 'requested', customerName: request.customerName, daysBefore },
  };
};

/**
 * The decision a request makes, given what the text says (`named`: the name-match decision or
 * null); null when no request concerns this review.
 */
export function requestedMatch(input: AttributionInput, named: Decision | null): Decision | null {
  const requests = requestsOf(input);
  const [only] = requests.values();
  if (only === undefined) return null;
  const publishedAt = input.review.publishedAt;
  const candidates = [...requests.values()].map((r) => candidateOf(r, publishedAt));
  const textNames = named?.employeeId ?? null;
  const disagrees = textNames !== null && textNames !== only.employeeId;
  if (requests.size > 1 || disagrees) {
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
  const agreed = textNames === only.employeeId;
  return {
    employeeId: only.employeeId,
    matchType: 'requested',
    confidence: agreed ? AGREED_CONFIDENCE : REQUESTED_CONFIDENCE,
    evidence: {
      kind: 'requested',
      requestId: only.id,
      customerName: only.customerName,
      daysBefore: daysBetween(only.at, publishedAt),
      ...(agreed ? { named: true } : {}),
    },
    candidates,
  };
}
