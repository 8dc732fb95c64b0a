// Why a review is credited to someone, as one readable line for reviews.csv, from the evidence
// the attribution engine stores (server/modules/attribution/engine.ts; the web app words the same
// shapes in web/features/reviews/lib/evidence.ts). The evidence is free-form JSON, so every field is
// read defensively: an odd field gives a plainer line, never "undefined".
import type { MatchType } from '../../db/schema';

function text(record: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function minutes(record: Record<string, unknown>): number | null {
  for (const key of ['minutesBefore', 'minutes']) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.round(value);
  }
  return null;
}

export function candidateNames(
  record: Record<string, unknown>,
  names: Map<string, string>,
): string[] {
  const list = Array.isArray(record.candidates) ? (record.candidates as unknown[]) : [];
  const found = list.flatMap((c) => {
    const id = (c as { employeeId?: unknown } | null)?.employeeId;
    const name = typeof id === 'string' ? names.get(id) : undefined;
    return name ? [name] : [];
  });
  return [...new Set(found)];
}

export function evidenceLine(
  review: {
    matchType: MatchType;
    matchEvidence: Record<string, unknown> | null;
    employeeName: string | null;
  },
  names: Map<string, string>,
): string {
  const record = review.matchEvidence ?? {};
  const employee = review.employeeName ?? '';
  switch (review.matchType) {
    case 'name_match': {
      const form = text(record, 'token', 'form');
      return form ? `text mentions "${form}" -> ${employee}` : `name match -> ${employee}`;
    }
    case 'time_window': {
      const m = minutes(record);
      return m === null
        ? `review soon after a clickout -> ${employee}`
        : `clickout ${m} min before the review -> ${employee}`;
    }
    case 'self_confirmed': {
      const name = text(record, 'reviewerName', 'name');
      return name
        ? `customer confirmed as "${name}" -> ${employee}`
        : `self confirmed -> ${employee}`;
    }
    case 'manual':
      return employee ? `attributed by hand -> ${employee}` : 'unassigned by hand';
    case 'unmatched': {
      const candidates = candidateNames(record, names);
      return candidates.length > 0 ? `not sure between ${candidates.join(', ')}` : '';
    }
    default:
      return '';
  }
}
