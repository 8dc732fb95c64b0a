// What an import did (POST /api/reviews/import), arranged for the dialog: the counts that are
// worth a line, and the rejected rows in file order, as many as fit.
import type { ImportReport } from '@common/schemas/reviews';

const REPORT_COUNTS = ['imported', 'updated', 'unchanged'] as const;
type ReportCount = (typeof REPORT_COUNTS)[number];

/** More rejections than this are summed up as "and N more" rather than listed. */
export const MAX_LISTED_REJECTIONS = 50;

export interface ReportSummary {
  counts: { key: ReportCount; value: number }[];
  rejectedCount: number;
  listed: ImportReport['rejected'];
  /** Rejected rows not listed. */
  more: number;
  /** Nothing was added or changed (all unchanged or rejected). */
  nothingNew: boolean;
  /** The tone of the headline: every row made it, some did not, or none did. */
  outcome: 'success' | 'partial' | 'failed';
}

const nonNegative = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

export function summariseReport(report: ImportReport): ReportSummary {
  const rejected = Array.isArray(report.rejected) ? report.rejected : [];
  const sorted = [...rejected].sort((a, b) => a.row - b.row);
  const counts = REPORT_COUNTS.map((key) => ({ key, value: nonNegative(report[key]) }));
  const accepted = counts.reduce((sum, item) => sum + item.value, 0);
  return {
    counts,
    rejectedCount: rejected.length,
    listed: sorted.slice(0, MAX_LISTED_REJECTIONS),
    more: Math.max(0, sorted.length - MAX_LISTED_REJECTIONS),
    nothingNew: nonNegative(report.imported) + nonNegative(report.updated) === 0,
    outcome: rejected.length === 0 ? 'success' : accepted > 0 ? 'partial' : 'failed',
  };
}

export const IMPORT_ACCEPT =
  '.csv,.tsv,.txt,.json,.zip,.xlsx,text/csv,application/json,application/zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
