// GET /api/exports/{kind}.csv?range=: CSV downloads of the current range. Plain links with the
// download attribute: the browser streams the file with the session cookie, no script involved.
import type { TimeRange } from '@common/constants';

export const EXPORT_KINDS = ['employees', 'reviews', 'activity'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export function exportHref(kind: ExportKind, range: TimeRange): string {
  return `/api/exports/${kind}.csv?range=${encodeURIComponent(range)}`;
}
