// GET /api/exports/{kind}.{csv|xlsx}?range=&lang=&locationId=: downloads of the current range, written for
// the reader in the interface language (docs/exports.md). Plain links with the download
// attribute: the browser streams the file with the session cookie, no script involved.
import { exportsApi, type ExportFormat, type ExportKind } from '@common/api/exports';
import type { Language, TimeRange } from '@common/constants';
import { hrefOf } from '../../../lib/api-client';

export function exportHref(
  kind: ExportKind,
  range: TimeRange,
  language: Language,
  format: ExportFormat = 'csv',
  /** The header's chosen location; the activity feed records none, so its file is always all. */
  locationId: string | null = null,
): string {
  const withLocation = locationId && kind !== 'activity' ? { locationId } : {};
  return hrefOf(exportsApi[`${kind}.${format}`], {
    query: { range, lang: language, ...withLocation },
  });
}
