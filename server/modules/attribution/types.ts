// Input and output shapes of the attribution engine (docs/attribution.md). Pure data: the caller
// loads rows and passes times in; the engine never reads a clock or a database.
import type { CandidateBasis, EvidenceCue, OtherName } from '@common/attribution-evidence';

export type { OtherName };

export interface EmployeeInput {
  id: string;
  name: string;
  aliases: string[];
  isActive: boolean;
}

export interface ClickoutInput {
  id: number;
  employeeId: string;
  at: Date;
  /** The visitor's daily key: one visitor who tapped through on two pages credits neither. */
  visitorKey: string;
}

export interface ConfirmationInput {
  id: number;
  employeeId: string;
  reviewerName: string;
  at: Date;
  /** The same visitor opened this employee's page in the 24 h before; else only a candidate. */
  verified: boolean;
}

/**
 * What the business knows of a customer besides the text: a review request an employee sent
 * (docs/review-requests.md) or a visit from the booking system (docs/visits.md), with the
 * customer's name as given.
 */
export interface CustomerSignal {
  id: string;
  employeeId: string;
  customerName: string;
  at: Date;
}

interface ReviewInput {
  id: string;
  authorName: string | null;
  text: string | null;
  publishedAt: Date;
  /** A manager's decision; never overwritten. employeeId null means "manually unmatched". */
  manual?: { employeeId: string | null; by: string; at: Date } | null;
}

/** The business the reviews are of: its name, its locations' names and their addresses. */
export interface BusinessContext {
  name: string;
  locations: { name: string; address: string | null }[];
}

export interface AttributionInput {
  review: ReviewInput;
  employees: EmployeeInput[];
  clickouts: ClickoutInput[];
  confirmations: ConfirmationInput[];
  /** Requests sent in the days before the review; none when the caller has not loaded them. */
  requests?: CustomerSignal[];
  /** Visits from the booking system in the days before the review. */
  visits?: CustomerSignal[];
  windowMinutes: number;
  /** Names customers mention who are not staff (owner, former staff, namesake): never credited. */
  otherNames?: OtherName[];
  /** The business's name and locations: a name inside them is not staff. */
  business?: BusinessContext;
}

import type { MatchType } from '@common/schemas/reviews';
import type { DecisionEvidence } from '@common/match-evidence';

export type { MatchType };

export interface Candidate {
  employeeId: string;
  score: number;
  reason: string;
  /** Why this candidate lost, when a rule (not only a lower score) decided. */
  cue?: EvidenceCue;
  /** Why they are a candidate: the manager reads it in words (common/attribution-evidence.ts). */
  basis?: CandidateBasis;
}

export interface Decision {
  employeeId: string | null;
  matchType: MatchType;
  /** 0..1 */
  confidence: number;
  /** What fired, stored with the decision and shown in the UI ("text mentions 'Milici'"). */
  evidence: DecisionEvidence;
  /** Ranked, for the manual dialog; non-empty when the engine refused to guess. */
  candidates: Candidate[];
}
