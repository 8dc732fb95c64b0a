// The file import (docs/import.md): the owner's files read into rows, then either described
// (a dry run: what was read, for the owner to check before anything is saved) or saved.
import {
  IMPORT_PREVIEW_ROWS,
  importColumnsSchema,
  type ImportColumns,
  type ImportPreview,
  type ImportReport,
} from '@common/schemas/reviews';
import type { Database } from '../../db/client';
import { badRequest, forbidden } from '../../lib/errors';
import { locationsToWorkAt } from '../locations/employee-locations.service';
import { firstLocationId, locationTimeZone } from '../locations/locations.repository';
import { requireLocationAllowed, type BusinessScope } from '../scope/scope';
import { spendImportBytes } from './import-budget';
import type { ImportFile } from './import/files';
import { readImportFilesOffThread } from '../../workers/cpu-pool';
import type { LayoutName } from './import/layouts';
import type { ParsedImport } from './import/rows';
import { ingestRows, recordImportSummary } from './ingest.service';
import * as repo from './reviews.repository';

export interface ImportRequest {
  locationId?: string;
  dryRun?: 'true' | 'false';
  columns?: string;
}

function chosenColumns(json: string | undefined): ImportColumns | undefined {
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest('importColumnsInvalid');
  }
  const parsed = importColumnsSchema.safeParse(value);
  if (!parsed.success) throw badRequest('importColumnsInvalid');
  return parsed.data;
}

async function preview(
  db: Database,
  businessId: string,
  parsed: ParsedImport,
  layout: LayoutName | 'takeout',
): Promise<ImportPreview> {
  const times = parsed.rows.map((r) => r.publishedAt.getTime());
  const known = await repo.reviewsByExternalId(
    db,
    businessId,
    parsed.rows.map((r) => r.externalId),
  );
  const iso = (time: number) => new Date(time).toISOString();
  return {
    layout,
    readable: parsed.rows.length,
    newReviews: parsed.rows.length - known.length,
    knownReviews: known.length,
    from: times.length > 0 ? iso(Math.min(...times)) : null,
    to: times.length > 0 ? iso(Math.max(...times)) : null,
    rows: parsed.rows.slice(0, IMPORT_PREVIEW_ROWS).map((r) => ({
      row: r.row,
      authorName: r.authorName,
      rating: r.rating,
      publishedAt: r.publishedAt.toISOString(),
      text: r.originalText ?? r.text,
    })),
  };
}

/** Importing a file of reviews is `reviews:import` (managers and admins), not `reviews:create`. */
export async function importReviews(
  db: Database,
  scope: BusinessScope,
  files: ImportFile[],
  request: ImportRequest = {},
): Promise<ImportReport> {
  if (!scope.can('reviews:import')) throw forbidden('forbiddenArea');
  const { businessId } = scope;
  const { locationId } = request;
  // A file of one shop's reviews lands at that shop: one of the business's open locations (one
  // the caller may see; a limited manager names it, since the first may not be theirs).
  const allowed = await scope.locations();
  if (allowed && !locationId) throw badRequest('chooseImportLocation');
  if (locationId) await requireLocationAllowed(scope, locationId);
  if (locationId) await locationsToWorkAt(db, businessId, [locationId]);
  const present = files.filter((f) => f.bytes.some((b) => b > 32));
  if (present.length === 0) throw badRequest('importFileRequired');
  const columns = chosenColumns(request.columns);
  spendImportBytes(
    businessId,
    present.reduce((sum, f) => sum + f.bytes.byteLength, 0),
  );
  const where = locationId ?? (await firstLocationId(db, businessId));
  const timeZone = (await locationTimeZone(db, businessId, where)) ?? 'UTC';
  const read = await readImportFilesOffThread({ files: present, context: { timeZone, columns } });
  const dryRun = request.dryRun === 'true';
  if (read.kind === 'unknownColumns') {
    if (!dryRun) throw badRequest(columns ? 'importColumnsInvalid' : 'importColumnsUnknown');
    const empty = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
    return {
      format: 'csv',
      total: read.total,
      ...empty,
      dryRun,
      unknownColumns: { headers: read.headers },
    };
  }
  const { parsed } = read;
  if (dryRun) {
    const counts = { imported: 0, updated: 0, unchanged: 0 };
    const described = await preview(db, businessId, parsed, read.layout);
    const { format, total, rejected } = parsed;
    return { format, total, ...counts, rejected, dryRun, preview: described };
  }
  const report = await ingestRows(db, businessId, parsed, { locationId, matchWithin: allowed });
  await recordImportSummary(db, businessId, report.history, 'file');
  const { history: _history, ...answer } = report;
  return answer;
}
