// Why a review is credited to someone, as one readable line for reviews.csv: the description of
// common/match-evidence.ts (the one the reviews screen words too), in the export's plain English.
import { describeEvidence, evidenceCandidates } from '@common/match-evidence';
import type { MatchType } from '../../db/schema';

/** The names of the employees the engine weighed, best first, without repeats. */
export function candidateNames(stored: unknown, names: Map<string, string>): string[] {
  const found = evidenceCandidates(stored).flatMap((c) => names.get(c.employeeId) ?? []);
  return [...new Set(found)];
}

export function evidenceLine(
  review: { matchType: MatchType; matchEvidence: unknown; employeeName: string | null },
  names: Map<string, string>,
): string {
  const employee = review.employeeName ?? '';
  const described = describeEvidence({
    ...review,
    candidateNames: candidateNames(review.matchEvidence, names),
  });
  switch (described?.kind) {
    case 'nameMatch':
      return `text mentions "${described.form}" -> ${employee}`;
    case 'nameMatchPlain':
      return `name match -> ${employee}`;
    case 'timeWindow':
      return `clickout ${described.minutes} min before the review -> ${employee}`;
    case 'timeWindowPlain':
      return `review soon after a clickout -> ${employee}`;
    case 'selfConfirmed':
      return `customer confirmed as "${described.name}" -> ${employee}`;
    case 'selfConfirmedPlain':
      return `self confirmed -> ${employee}`;
    case 'requested':
      return `review request to "${described.name}" -> ${employee}`;
    case 'requestedPlain':
      return `review request -> ${employee}`;
    case 'visit':
      return `booking system: served "${described.name}" -> ${employee}`;
    case 'visitPlain':
      return `booking system -> ${employee}`;
    case 'manual':
      return employee ? `attributed by hand -> ${employee}` : 'unassigned by hand';
    case 'candidates':
      return described.names.length > 0 ? `not sure between ${described.names.join(', ')}` : '';
    default:
      return '';
  }
}
