// The visitor funnel's writes. Touches and clickouts go through a group-commit writer
// (funnel-batcher.ts, docs/decisions/008-group-commit.md): concurrent requests share ONE prepared
// statement (funnel-sql.ts) that finds the employees by slug, applies the dedup rules, inserts
// the funnel rows, their activity events, the hourly roll-up and the NOTIFYs, and every page is
// answered only after that commit (docs/SCALING.md: nothing acknowledged is ever lost). A rare
// self-confirmation is one statement of its own.
// Within a process, batches are written one after another and a batch dedups exactly like its
// requests in sequence. Across processes, dedup reads and inserts share a statement but not a
// lock: two requests of one visitor at the same instant could both count. Real repeats (reloads,
// double taps) are far slower.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import type { TouchSource } from '@common/schemas/funnel';
import { businesses, employees, selfConfirmQuotas } from '../../db/schema';
import { createBatcher, type Batcher, type BatcherOptions } from './funnel-batcher';
import { ADDRESS_WINDOW_MS, MAX_VISITORS_PER_ADDRESS } from '@common/constants';
import { CONFIRM_SQL, FUNNEL_BATCH_SQL, FUNNEL_INPUT, type FunnelInputColumn } from './funnel-sql';

export interface PublicEmployeeRow {
  employeeId: string;
  businessId: string;
  employeeName: string;
  businessName: string;
  /** The visit's location, named only when the business has more than one open location. */
  locationName: string | null;
  googleReviewUrl: string | null;
  googlePlaceId: string | null;
  /** The business's note on what happens to a typed name; null: none. */
  privacyText: string | null;
  /** False for a deactivated or deleted employee's card: the business's page, no credit. */
  active: boolean;
}

interface RawEmployee {
  id: string;
  business_id: string;
  name: string;
  business_name: string;
  location_name?: string | null;
  google_review_url: string | null;
  google_place_id: string | null;
  privacy_text: string | null;
  active: boolean;
}

/** node-postgres prepares a named statement once per connection (~1.6x faster). */
async function run<T>(database: DatabaseHandle, name: string, text: string, values: unknown[]) {
  if (database.engine.kind === 'postgres') {
    return (await database.engine.pool.query({ name, text, values })).rows as T[];
  }
  return (await database.engine.client.query<T>(text, values)).rows;
}

const toEmployee = (row: RawEmployee): PublicEmployeeRow => ({
  employeeId: row.id,
  businessId: row.business_id,
  employeeName: row.name,
  businessName: row.business_name,
  locationName: row.location_name ?? null,
  googleReviewUrl: row.google_review_url,
  googlePlaceId: row.google_place_id,
  privacyText: row.privacy_text,
  active: row.active,
});

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export interface TouchInput {
  slug: string;
  visitorKey: string;
  addressKey: string;
  /** A signed-in user's business: its pages are served, never counted. */
  staffBusinessId: string | null;
  source: TouchSource;
  record: boolean;
  dedupWindowMs: number;
  /** The card's location number (?l=); null: the employee's own (docs/locations.md). */
  location: number | null;
}

export interface ClickoutInput {
  slug: string;
  visitorKey: string;
  addressKey: string;
  staffBusinessId: string | null;
  record: boolean;
  touchWindowMs: number;
  dedupWindowMs: number;
  location: number | null;
}

export type FunnelEvent = ({ kind: 'touch' } & TouchInput) | ({ kind: 'clickout' } & ClickoutInput);

/** One request of a batch, as FUNNEL_BATCH_SQL reads it (funnel-sql.ts, FUNNEL_INPUT). */
type FunnelRecord = {
  [column in FunnelInputColumn]: {
    text: string | null;
    boolean: boolean;
    int: number | null;
  }[(typeof FUNNEL_INPUT)[column]];
};

/** The employee columns are null for a slug with no public page. */
interface BatchRow extends Omit<RawEmployee, 'id'> {
  id: string | null;
  touch_id: unknown;
  clickout_id: unknown;
  has_clickout: boolean | null;
}

export interface FunnelOutcome {
  employee: PublicEmployeeRow;
  /** The row recorded now; null when not recorded (a bot, a HEAD, a repeat, not set up). */
  recordedId: number | null;
  /** Touches only: this visitor already went on to Google today. */
  hasClickout: boolean;
}

/**
 * Writes a batch of touches and clickouts in one statement and answers, per event and in order,
 * the employee behind the slug (null: no public page) and what was recorded.
 */
export async function writeFunnelBatch(
  database: DatabaseHandle,
  events: readonly FunnelEvent[],
): Promise<(FunnelOutcome | null)[]> {
  const records = events.map((event): FunnelRecord => ({
    kind: event.kind,
    slug: event.slug,
    visitor_key: event.visitorKey,
    source: event.kind === 'touch' ? event.source : null,
    record: event.record,
    window_ms: event.dedupWindowMs,
    link_ms: event.kind === 'clickout' ? event.touchWindowMs : 0,
    address_key: event.addressKey,
    staff_business: event.staffBusinessId,
    location_number: event.location,
  }));
  const columns = (Object.keys(FUNNEL_INPUT) as FunnelInputColumn[]).map((column) =>
    records.map((record) => record[column]),
  );
  const rows = await run<BatchRow>(database, 'rt_public_funnel_batch', FUNNEL_BATCH_SQL, [
    ...columns,
    MAX_VISITORS_PER_ADDRESS,
    ADDRESS_WINDOW_MS,
  ]);
  if (rows.length !== events.length) throw new Error('funnel batch answered a wrong row count');
  return rows.map((row, index) =>
    row.id === null
      ? null
      : {
          employee: toEmployee(row as RawEmployee),
          recordedId: idOrNull(events[index]!.kind === 'touch' ? row.touch_id : row.clickout_id),
          hasClickout: row.has_clickout === true,
        },
  );
}

/** Batch sizes: 50 connections make batches of about 50; more than 256 is split. */
const WRITER_OPTIONS: Record<DatabaseHandle['driver'], BatcherOptions> = {
  postgres: { maxBatch: 256, maxInFlight: 1 },
  pglite: { maxBatch: 256, maxInFlight: 1 },
};

type FunnelWriter = Batcher<FunnelEvent, FunnelOutcome | null>;
const writers = new WeakMap<DatabaseHandle, FunnelWriter>();

/** The group-commit writer of this database handle (one per app), created on first use. */
export function funnelWriter(database: DatabaseHandle): FunnelWriter {
  let writer = writers.get(database);
  if (!writer) {
    writer = createBatcher((events) => writeFunnelBatch(database, events), {
      ...WRITER_OPTIONS[database.driver],
    });
    writers.set(database, writer);
  }
  return writer;
}

/** Writes what is queued and refuses more; call before the database closes. */
export async function closeFunnelWriter(database: DatabaseHandle) {
  const writer = writers.get(database);
  writers.delete(database);
  await writer?.close();
}

/**
 * The employee behind the slug (null: no public page), the touch recorded now (null when not
 * recorded: a bot, a HEAD, a repeat) and whether this visitor already went on to Google today
 * (the visitor key changes daily, so "today" is as far back as we can recognise them).
 */
export async function recordTouch(database: DatabaseHandle, input: TouchInput) {
  const row = await funnelWriter(database).record({ kind: 'touch', ...input });
  if (!row) return null;
  return { ...row.employee, touchId: row.recordedId, hasClickout: row.hasClickout };
}

export async function recordClickout(database: DatabaseHandle, input: ClickoutInput) {
  const row = await funnelWriter(database).record({ kind: 'clickout', ...input });
  if (!row) return null;
  return { ...row.employee, clickoutId: row.recordedId };
}

export interface ConfirmationInput {
  slug: string;
  visitorKey: string;
  /** The same visitor's key of the day before (keys change at UTC midnight). */
  previousVisitorKey: string;
  reviewerName: string;
  maxPerDay: number;
}

/** Null: no such page. confirmationId null: the visitor's daily cap was reached. */
export async function recordConfirmation(database: DatabaseHandle, input: ConfirmationInput) {
  const [row] = await run<RawEmployee & { confirmation_id: unknown }>(
    database,
    'rt_public_confirm',
    CONFIRM_SQL,
    [input.slug, input.visitorKey, input.reviewerName, input.maxPerDay, input.previousVisitorKey],
  );
  if (!row) return null;
  return { ...toEmployee(row), confirmationId: idOrNull(row.confirmation_id) };
}

/** Quota rows whose day is over (housekeeping): the next confirmation would start afresh anyway. */
export async function deleteStaleQuotas(db: Database): Promise<number> {
  const gone = await db
    .delete(selfConfirmQuotas)
    .where(lt(selfConfirmQuotas.windowStartedAt, sql`now() - interval '1 day'`))
    .returning({ key: selfConfirmQuotas.visitorKey });
  return gone.length;
}

/** Read-only lookup for pages that record nothing (the QR page, a form sent back with errors). */
export async function findPublicEmployee(
  db: Database,
  slug: string,
): Promise<PublicEmployeeRow | null> {
  const [row] = await db
    .select({
      employeeId: employees.id,
      businessId: employees.businessId,
      employeeName: employees.name,
      businessName: businesses.name,
      locationName: sql<string | null>`null`,
      googleReviewUrl: businesses.googleReviewUrl,
      googlePlaceId: businesses.googlePlaceId,
      privacyText: businesses.privacyText,
      active: sql<boolean>`true`,
    })
    .from(employees)
    .innerJoin(businesses, eq(businesses.id, employees.businessId))
    .where(and(eq(employees.slug, slug), eq(employees.isActive, true), isNull(employees.deletedAt)))
    .limit(1);
  return row ?? null;
}
