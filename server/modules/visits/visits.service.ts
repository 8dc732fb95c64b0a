// Visits from a booking system (docs/visits.md): a booking tool's export uploaded in Settings, or
// each visit sent by the tool with a key made in Settings. Stored visits let the attribution
// engine credit reviews that name nobody; a re-match runs after new ones arrive so the reviews
// already here are decided again.
import { createHash, randomBytes } from 'node:crypto';
import { contactHash } from '../../lib/contact-hash';
import {
  VISIT_MATCH_DAYS,
  VISIT_RETENTION_DAYS,
  visitColumnsSchema,
  type VisitColumns,
  type VisitImportReport,
  type VisitSummary,
  type VisitWebhook,
} from '@common/schemas/visits';
import type { Database } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs/define';
import { requestRematch } from '../../lib/jobs/queues';
import { decodeText } from '../../lib/tables/decode';
import { csvTable, type Table } from '../../lib/tables/table';
import { workbookTable } from '../../lib/tables/workbook';
import type { BusinessScope } from '../scope/scope';
import { nameKeys } from '../attribution/normalize';
import { staffResolver } from './staff-names';
import { columnsInFile, readVisits, recogniseColumns } from './visit-table';
import * as repo from './visits.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const SAMPLE_ROWS = 5;

export interface VisitContext {
  db: Database;
  jobs: Jobs;
  /** Keys contact details into a hash nobody without the server's secret can reverse by guessing. */
  appSecret: string;
}

const isXlsx = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

async function tableOf(bytes: Uint8Array): Promise<Table> {
  if (bytes.length === 0) throw badRequest('visitFileRequired');
  const table = isXlsx(bytes) ? await workbookTable(bytes) : csvTable(decodeText(bytes));
  if (!table) throw badRequest('visitFileUnreadable');
  return table;
}

function columnsOf(table: Table, asked: string | undefined): VisitColumns {
  if (asked !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(asked);
    } catch {
      throw badRequest('visitColumnsInvalid');
    }
    const columns = visitColumnsSchema.safeParse(parsed);
    if (!columns.success || !columnsInFile(table, columns.data))
      throw badRequest('visitColumnsInvalid');
    return columns.data;
  }
  const found = recogniseColumns(table);
  if (!found)
    throw new AppError('VALIDATION_FAILED', 'visitColumnsUnknown', {}, undefined, {
      headers: table.headers,
    });
  return found;
}

/** The team and locations as a booking system names them, resolved once per import. */
async function namesOf(db: Database, businessId: string) {
  const [staff, places] = await Promise.all([
    repo.staffOf(db, businessId),
    repo.locationsOf(db, businessId),
  ]);
  const employee = staffResolver(staff);
  const firstLocation = new Map(staff.map((s) => [s.id, s.firstLocationId]));
  const byName = new Map(places.map((p) => [nameKeys(p.name).join(' '), p.id]));
  const ids = new Set(places.map((p) => p.id));
  const location = (given: string | null | undefined, employeeId: string) => {
    if (!given) return { id: firstLocation.get(employeeId) ?? null };
    const id = ids.has(given) ? given : byName.get(nameKeys(given).join(' '));
    return id ? { id } : null;
  };
  return { employee, location };
}

export async function importVisitFile(
  ctx: VisitContext,
  scope: BusinessScope,
  bytes: Uint8Array,
  query: { preview?: '0' | '1' | undefined; columns?: string | undefined },
  now: Date,
): Promise<VisitImportReport> {
  const table = await tableOf(bytes);
  const columns = columnsOf(table, query.columns);
  const { drafts, rejected } = readVisits(table, columns, scope.business.timezone);
  const names = await namesOf(ctx.db, scope.businessId);
  const oldest = now.getTime() - VISIT_RETENTION_DAYS * DAY_MS;
  const unknown = new Map<string, number>();
  const report: VisitImportReport['rejected'] = [...rejected];
  const rows: repo.NewVisit[] = [];
  for (const draft of drafts) {
    const employeeId = names.employee(draft.employeeName);
    if (!employeeId) {
      unknown.set(draft.employeeName, (unknown.get(draft.employeeName) ?? 0) + 1);
      report.push({ row: draft.row, reason: 'unknownEmployee', value: draft.employeeName });
      continue;
    }
    const location = names.location(draft.locationName, employeeId);
    if (!location) {
      report.push({ row: draft.row, reason: 'unknownLocation', value: draft.locationName ?? '' });
      continue;
    }
    if (draft.servedAt.getTime() < oldest) {
      report.push({ row: draft.row, reason: 'expired' });
      continue;
    }
    rows.push({
      businessId: scope.businessId,
      employeeId,
      locationId: location.id,
      customerName: draft.customerName,
      servedAt: draft.servedAt,
      source: 'file',
      externalId: draft.externalId,
    });
  }
  // One row per visit even when the file repeats one (an appointment of two services).
  const unique = [...new Map(rows.map((row) => [row.externalId, row])).values()];
  const preview = query.preview === '1';
  let imported: number;
  if (preview) {
    const stored = await repo.storedIds(
      ctx.db,
      scope.businessId,
      unique.map((r) => r.externalId),
    );
    imported = unique.filter((r) => !stored.has(r.externalId)).length;
  } else {
    imported = await repo.insertVisits(ctx.db, unique);
    if (imported > 0) await requestRematch(ctx.jobs, scope.businessId);
  }
  return {
    preview,
    columns,
    total: table.records.length,
    imported,
    duplicates: rows.length - imported,
    rejected: report.sort((a, b) => a.row - b.row),
    unknownEmployees: [...unknown].map(([name, count]) => ({ name, rows: count })),
    sample: drafts.slice(0, SAMPLE_ROWS).map((d) => ({
      customerName: d.customerName,
      employeeName: d.employeeName,
      servedAt: d.servedAt.toISOString(),
    })),
  };
}

/** One visit a booking system sends with its key (POST /api/visits). */
export async function receiveVisit(
  ctx: VisitContext,
  key: string | undefined,
  body: VisitWebhook,
  now: Date,
) {
  const businessId = key ? await repo.useKey(ctx.db, hashKey(key), now) : null;
  if (!businessId) throw new AppError('UNAUTHENTICATED', 'visitKeyInvalid');
  const names = await namesOf(ctx.db, businessId);
  const employeeId = names.employee(body.employee);
  if (!employeeId) throw badRequest('visitEmployeeUnknown', 'VALIDATION_FAILED');
  const location = names.location(body.location, employeeId);
  if (!location) throw badRequest('visitLocationUnknown', 'VALIDATION_FAILED');
  const stored = await repo.upsertWebhookVisit(ctx.db, {
    businessId,
    employeeId,
    locationId: location.id,
    customerName: body.customerName,
    contactHash: body.contact ? contactHash(ctx.appSecret, body.contact) : null,
    servedAt: new Date(body.time),
    source: 'webhook',
    externalId: body.id,
  });
  if (stored.created) await requestRematch(ctx.jobs, businessId);
  return stored;
}

export async function visitSummary(db: Database, businessId: string): Promise<VisitSummary> {
  const row = await repo.summaryOf(db, businessId);
  return {
    stored: row.stored,
    oldest: row.oldest?.toISOString() ?? null,
    newest: row.newest?.toISOString() ?? null,
    retentionDays: VISIT_RETENTION_DAYS,
    matchDays: VISIT_MATCH_DAYS,
  };
}

/** Deletes every visit of the business; the reviews they credited are decided again. */
export async function deleteVisits(ctx: VisitContext, businessId: string) {
  const deleted = await repo.deleteAllVisits(ctx.db, businessId);
  if (deleted > 0) await requestRematch(ctx.jobs, businessId);
  return { deleted };
}

/** Deletes every business's visits older than they are kept (docs/visits.md "Privacy"). */
export const purgeExpiredVisits = (db: Database, now: Date) =>
  repo.purgeVisitsBefore(db, new Date(now.getTime() - VISIT_RETENTION_DAYS * DAY_MS));

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function createVisitKey(db: Database, scope: BusinessScope) {
  const key = `rtv_${randomBytes(32).toString('base64url')}`;
  const row = await repo.insertKey(db, {
    businessId: scope.businessId,
    keyHash: hashKey(key),
    createdBy: scope.viewer.userId,
  });
  return { ...presentKey(row), key };
}

const presentKey = (row: { id: string; createdAt: Date; lastUsedAt: Date | null }) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listVisitKeys(db: Database, businessId: string) {
  return { items: (await repo.liveKeys(db, businessId)).map(presentKey) };
}

export async function revokeVisitKey(db: Database, businessId: string, id: string) {
  if (!(await repo.revokeKey(db, businessId, id))) throw notFound('visitKeyNotFound');
}
