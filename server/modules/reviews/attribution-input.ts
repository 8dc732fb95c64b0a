// What the attribution engine needs for a set of reviews, loaded once: the business's employees
// (prepared once), its not-staff names, and the clickouts and self confirmations around the
// reviews' time span. Shared by the import (ingest.service.ts) and re-matching
// (rematch.service.ts), so both decide by the same rules (docs/attribution.md).
import type { Database } from '../../db/client';
import type { Business } from '../../db/schema';
import { attributeWith, prepareEmployees, type Decision } from '../attribution/engine';
import * as repo from './reviews.repository';
import { attributionDecisions } from '../../lib/metrics';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

interface AttributableReview {
  id: string;
  authorName: string | null;
  text: string | null;
  /** Google's untranslated text, when `text` is its translation: names are read in both. */
  originalText: string | null;
  publishedAt: Date;
}

export type Attributor = (review: AttributableReview) => Decision;

/** Loads what the engine needs for these reviews once; returns a per-review decision function. */
export async function attributorFor(
  db: Database,
  business: Business,
  reviews: readonly { publishedAt: Date }[],
): Promise<Attributor> {
  if (reviews.length === 0)
    return () => {
      throw new Error('no reviews to attribute');
    };
  const windowMinutes = business.attributionWindowMinutes;
  const times = reviews.map((r) => r.publishedAt.getTime());
  // Clickouts up to the window before, confirmations up to a day after publication.
  const margin = windowMinutes * MINUTE_MS + DAY_MS;
  const from = new Date(Math.min(...times) - margin);
  const to = new Date(Math.max(...times) + DAY_MS);
  const employees = await repo.attributionEmployees(db, business.id);
  const otherNames = business.otherNames;
  const prepared = prepareEmployees(employees, otherNames);
  const funnel = await repo.funnelBetween(db, business.id, from, to);
  return (review) => {
    const at = review.publishedAt.getTime();
    const near = <T extends { at: Date }>(list: T[]) =>
      list.filter((x) => x.at.getTime() >= at - margin && x.at.getTime() <= at + DAY_MS);
    const text = [review.originalText, review.text].filter((t) => t !== null).join('\n') || null;
    return attributeWith(prepared, {
      review: {
        id: review.id,
        authorName: review.authorName,
        text,
        publishedAt: review.publishedAt,
      },
      employees,
      clickouts: near(funnel.clickouts),
      confirmations: near(funnel.confirmations),
      windowMinutes,
      otherNames,
    });
  };
}

/** The review columns a decision sets (a manual decision is never written through here). */
export const decisionColumns = (decision: Decision, at: Date) => {
  attributionDecisions.inc({ match_type: decision.matchType });
  return decisionRow(decision, at);
};

const decisionRow = (decision: Decision, at: Date) => ({
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
