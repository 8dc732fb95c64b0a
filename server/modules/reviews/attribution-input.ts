// What the attribution engine needs for a set of reviews, loaded once: the business's employees
// (prepared once, `loadRoster`, reused across a re-match's pages), its not-staff names, and the clickouts and self confirmations around the
// reviews' time span. Shared by the import (ingest.service.ts) and re-matching
// (rematch.service.ts), so both decide by the same rules (docs/attribution.md).
import type { Database } from '../../db/client';
import type { Business } from '../../db/schema';
import { attributeWith, prepareEmployees, type Decision } from '../attribution/engine';
import * as repo from './reviews.repository';
import { listLocations, locationsOfEmployees } from '../locations/locations.repository';
import type { BusinessContext } from '../attribution/types';
import { attributionDecisions } from '../../lib/metrics';
import { REQUEST_MATCH_DAYS } from '@common/schemas/requests';
import { requestsBetween } from '../requests/requests.repository';
import { VISIT_MATCH_DAYS } from '@common/schemas/visits';
import { visitsBetween } from '../visits/visits.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

interface AttributableReview {
  id: string;
  authorName: string | null;
  text: string | null;
  /** Google's untranslated text, when `text` is its translation: names are read in both. */
  originalText: string | null;
  publishedAt: Date;
  /** Where the review was left: that location's staff are considered first. */
  locationId: string;
}

export type Attributor = (review: AttributableReview) => Decision;

/** The business's staff prepared for the engine: load once, then decide any number of pages. */
export async function loadRoster(db: Database, business: Business) {
  const employees = await repo.attributionEmployees(db, business.id);
  const otherNames = business.otherNames;
  // The business's own name, its locations' names and addresses: a name inside them is no one's.
  const context: BusinessContext = {
    name: business.name,
    locations: (await listLocations(db, business.id)).map(({ location }) => ({
      name: location.name,
      address: location.address,
    })),
  };
  const prepared = prepareEmployees(employees, otherNames, context);
  const staffOf = await locationStaff(db, business.id, employees, otherNames, context);
  return { employees, otherNames, prepared, staffOf };
}
export type Roster = Awaited<ReturnType<typeof loadRoster>>;

/**
 * Loads the clickouts and confirmations around these reviews (and the roster, unless given);
 * returns a per-review decision function.
 */
export async function attributorFor(
  db: Database,
  business: Business,
  reviews: readonly { publishedAt: Date }[],
  given?: Roster,
): Promise<Attributor> {
  if (reviews.length === 0)
    return () => {
      throw new Error('no reviews to attribute');
    };
  const windowMinutes = business.attributionWindowMinutes;
  let first = Infinity;
  let last = -Infinity;
  for (const review of reviews) {
    first = Math.min(first, review.publishedAt.getTime());
    last = Math.max(last, review.publishedAt.getTime());
  }
  // Clickouts up to the window before, confirmations up to a day after publication.
  const margin = windowMinutes * MINUTE_MS + DAY_MS;
  const from = new Date(first - margin);
  const to = new Date(last + DAY_MS);
  const { employees, otherNames, prepared, staffOf } = given ?? (await loadRoster(db, business));
  const requestsFrom = new Date(first - REQUEST_MATCH_DAYS * DAY_MS);
  const visitsFrom = new Date(first - VISIT_MATCH_DAYS * DAY_MS);
  const until = new Date(last + 1);
  const [funnel, explained, requests, visits, claimed] = await Promise.all([
    repo.funnelBetween(db, business.id, from, to),
    repo.explainedClickouts(db, business.id, from, to),
    requestsBetween(db, business.id, requestsFrom, until),
    visitsBetween(db, business.id, visitsFrom, until),
    repo.creditedSignals(
      db,
      business.id,
      [
        { matchType: 'requested', field: 'requestId' },
        { matchType: 'visit', field: 'visitId' },
      ],
      new Date(Math.min(+requestsFrom, +visitsFrom)),
      new Date(last + REQUEST_MATCH_DAYS * DAY_MS),
    ),
  ]);
  // A batch credits in order: a visit one review of the batch rests on explains no later one.
  const claim = (review: AttributableReview, decision: Decision) => {
    if (decision.evidence.kind === 'time_window')
      explained.set(decision.evidence.clickoutId, review.id);
    if (decision.evidence.kind === 'requested') claimed.set(decision.evidence.requestId, review.id);
    if (decision.evidence.kind === 'visit') claimed.set(decision.evidence.visitId, review.id);
    return decision;
  };
  return (review) => {
    const at = review.publishedAt.getTime();
    const near = <T extends { at: Date }>(list: T[]) =>
      list.filter((x) => x.at.getTime() >= at - margin && x.at.getTime() <= at + DAY_MS);
    // A visit another review already accounts for is no reason to credit this one.
    const open = funnel.clickouts.filter((c) => (explained.get(c.id) ?? review.id) === review.id);
    // One request or visit earns one review: the customer's second review is no second credit.
    const unclaimed = <T extends { id: string }>(list: T[]) =>
      list.filter((r) => (claimed.get(r.id) ?? review.id) === review.id);
    const asked = unclaimed(requests);
    const served = unclaimed(visits);
    const text = [review.originalText, review.text].filter((t) => t !== null).join('\n') || null;
    const input = {
      review: {
        id: review.id,
        authorName: review.authorName,
        text,
        publishedAt: review.publishedAt,
      },
      windowMinutes,
      otherNames,
    };
    // The location's own staff first, with the visits of that location (docs/locations.md); only
    // when none of them earns it is everyone considered, so someone named at another location is
    // a candidate ranked lower.
    const local = staffOf(review.locationId);
    if (local) {
      const decision = attributeWith(local.prepared, {
        ...input,
        employees: local.employees,
        clickouts: near(open).filter(
          (c) => c.locationId === review.locationId && local.ids.has(c.employeeId),
        ),
        confirmations: near(funnel.confirmations).filter((c) => local.ids.has(c.employeeId)),
        requests: asked.filter((r) => local.ids.has(r.employeeId)),
        visits: served.filter((v) => local.ids.has(v.employeeId)),
      });
      if (decision.employeeId) return claim(review, decision);
    }
    const decision = attributeWith(prepared, {
      ...input,
      employees,
      clickouts: near(open),
      confirmations: near(funnel.confirmations),
      requests: asked,
      visits: served,
    });
    return claim(review, decision);
  };
}

type RosterEmployee = Awaited<ReturnType<typeof repo.attributionEmployees>>[number];

/**
 * The staff of a location, prepared once per location; null when the location's staff is the
 * whole roster (every business with one location), where the first pass would only repeat the
 * second.
 */
async function locationStaff(
  db: Database,
  businessId: string,
  employees: RosterEmployee[],
  otherNames: Business['otherNames'],
  context: BusinessContext,
) {
  const placed = await locationsOfEmployees(
    db,
    businessId,
    employees.map((e) => e.id),
  );
  const cache = new Map<string, ReturnType<typeof rosterOf>>();
  const rosterOf = (locationId: string) => {
    const staff = employees.filter((e) => placed.get(e.id)?.includes(locationId));
    if (staff.length === employees.length) return null;
    return {
      employees: staff,
      ids: new Set(staff.map((e) => e.id)),
      prepared: prepareEmployees(staff, otherNames, context),
    };
  };
  return (locationId: string) => {
    if (!cache.has(locationId)) cache.set(locationId, rosterOf(locationId));
    return cache.get(locationId)!;
  };
}

/**
 * Counts decisions in the metrics once they are stored: called after their transaction commits,
 * so a rolled-back import or re-match counts nothing.
 */
export function countDecisions(decisions: readonly Decision[]) {
  for (const decision of decisions) attributionDecisions.inc({ match_type: decision.matchType });
}

/** The review columns a decision sets (a manual decision is never written through here). */
export const decisionColumns = (decision: Decision, at: Date) => ({
  employeeId: decision.employeeId,
  matchType: decision.matchType,
  matchConfidence: decision.confidence,
  matchEvidence: { ...decision.evidence, candidates: decision.candidates },
  matchedBy: null,
  matchedAt: decision.matchType === 'unmatched' ? null : at,
});

/** Pairs a self confirmation with the review it credited. */
export async function recordDecision(db: Database, reviewId: string, decision: Decision) {
  if (decision.evidence.kind === 'self_confirmed')
    await repo.linkConfirmation(db, decision.evidence.confirmationId, reviewId);
}
