// Why a review is credited to someone (docs/attribution.md: every decision keeps its evidence,
// shown as "text mentions 'Milici' -> Milica"). The description is common/match-evidence.ts's,
// the one the exports word too; this adapts a review of the list to it.
import {
  describeEvidence as describeStored,
  type CueText,
  type EvidenceDescription,
  type SetAside,
} from '@common/match-evidence';
import type { Review } from '@common/schemas/reviews';

export type { CueText, SetAside };
export type Evidence = EvidenceDescription;

export type EvidenceInput = Pick<Review, 'matchType' | 'employeeName' | 'candidates'> & {
  matchEvidence: Record<string, unknown> | null | undefined;
};

/** The evidence sentence to show, or null when there is nothing worth saying. */
export function describeEvidence(review: EvidenceInput): Evidence | null {
  const candidates = Array.isArray(review.candidates) ? review.candidates : [];
  return describeStored({
    matchType: review.matchType,
    employeeName: review.employeeName,
    matchEvidence: review.matchEvidence,
    candidateNames: candidates.map((candidate) => candidate.employeeName),
  });
}

/** The engine's confidence (0..1) as a whole percentage; null when there is none to show. */
export function confidencePercent(confidence: number | null | undefined): number | null {
  if (typeof confidence !== 'number' || !Number.isFinite(confidence) || confidence <= 0) {
    return null;
  }
  const share = confidence > 1 ? confidence / 100 : confidence;
  return Math.round(Math.min(1, share) * 100);
}
