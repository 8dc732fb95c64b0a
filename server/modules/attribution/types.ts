// Input and output shapes of the attribution engine (DESIGN §4 "Attribution"). Pure data: the
// caller loads rows and passes times in; the engine never reads a clock or a database.

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
}

export interface ConfirmationInput {
  id: number;
  employeeId: string;
  reviewerName: string;
  at: Date;
}

export interface ReviewInput {
  id: string;
  authorName: string | null;
  text: string | null;
  publishedAt: Date;
  /** A manager's decision; never overwritten. employeeId null means "manually unmatched". */
  manual?: { employeeId: string | null; by: string; at: Date } | null;
}

export interface AttributionInput {
  review: ReviewInput;
  employees: EmployeeInput[];
  clickouts: ClickoutInput[];
  confirmations: ConfirmationInput[];
  windowMinutes: number;
}

export type MatchType = 'manual' | 'self_confirmed' | 'name_match' | 'time_window' | 'unmatched';

export interface Candidate {
  employeeId: string;
  score: number;
  reason: string;
}

export interface Decision {
  employeeId: string | null;
  matchType: MatchType;
  /** 0..1 */
  confidence: number;
  /** What fired, stored with the decision and shown in the UI ("text mentions 'Milici'"). */
  evidence: Record<string, unknown>;
  /** Ranked, for the manual dialog; non-empty when the engine refused to guess. */
  candidates: Candidate[];
}
