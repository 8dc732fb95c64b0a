// GET /api/exports/{kind}.{csv|xlsx}?range=&lang=&locationId=: downloads of the current range, written for
// the reader in the interface language (docs/exports.md). Plain links with the download
// attribute: the browser streams the file with the session cookie, no script involved.
import type { Language, TimeRange } from '@common/constants';

export const EXPORT_KINDS = ['employees', 'reviews', 'activity'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function exportHref(
  kind: ExportKind,
  range: TimeRange,
  language: Language,
  format: ExportFormat = 'csv',
  /** The header's chosen location; the activity feed records none, so its file is always all. */
  locationId: string | null = null,
): string {
  const query = new URLSearchParams({ range, lang: language });
  if (locationId && kind !== 'activity') query.set('locationId', locationId);
  return `/api/exports/${kind}.${format}?${query.toString()}`;
}
