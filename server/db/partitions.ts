// The funnel's monthly partitions on PostgreSQL (migration 0016, docs/decisions/020-funnel-partitions.md):
// months are created ahead so inserts never land in the default partition, and with a retention
// setting the months that fell out of it are detached (kept as plain tables for the operator to
// archive or drop; nothing is deleted here). PGlite keeps plain tables, so all of this is a no-op
// there. Idempotent and safe to run from several processes at once (one advisory lock).
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';

export const PARTITIONED_TABLES = [
  'touches',
  'clickouts',
  'self_confirmations',
  'activity_events',
] as const;
/** Months created ahead of the current one. */
const MONTHS_AHEAD = 3;
const PARTITION_LOCK_KEY = 7_244_010_002;

/** A UTC month as the partition suffix names it (touches_y2026m11). */
const monthName = (table: string, year: number, month: number) =>
  `${table}_y${year}m${String(month + 1).padStart(2, '0')}`;
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The tables that are partitioned here (none on PGlite, or before migration 0016). */
async function partitionedTables(db: Database): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select relname as name from pg_class
        where relkind = 'p' and relnamespace = 'public'::regnamespace`,
  );
  const names = new Set(found.map((r) => r.name));
  return PARTITIONED_TABLES.filter((t) => names.has(t));
}

export interface PartitionChanges {
  created: string[];
  detached: string[];
}

export async function maintainPartitions(
  handle: DatabaseHandle,
  options: { now?: Date; retentionMonths?: number | undefined } = {},
): Promise<PartitionChanges> {
  const changes: PartitionChanges = { created: [], detached: [] };
  if (handle.driver !== 'postgres') return changes;
  const now = options.now ?? new Date();
  await handle.db.transaction(async (tx) => {
    // Processes take turns; the later one finds the months made and has nothing to do.
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
    for (const table of await partitionedTables(tx)) {
      const existing = new Set(
        (
          await rows<{ name: string }>(
            tx,
            sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
                where i.inhparent = ${table}::regclass`,
          )
        ).map((r) => r.name),
      );
      for (let ahead = 0; ahead <= MONTHS_AHEAD; ahead++) {
        const year = now.getUTCFullYear();
        const month = now.getUTCMonth() + ahead;
        const name = monthName(
          table,
          monthStart(year, month).getUTCFullYear(),
          monthStart(year, month).getUTCMonth(),
        );
        if (existing.has(name)) continue;
        await tx.execute(
          sql.raw(
            `create table "${name}" partition of "${table}" for values from ` +
              `('${monthStart(year, month).toISOString()}') to ('${monthStart(year, month + 1).toISOString()}')`,
          ),
        );
        changes.created.push(name);
      }
      if (options.retentionMonths === undefined) continue;
      // Months whose whole range ends before the first month kept.
      const keepFrom = monthStart(
        now.getUTCFullYear(),
        now.getUTCMonth() - options.retentionMonths + 1,
      );
      for (const name of existing) {
        const match = new RegExp(`^${table}_y(\\d{4})m(\\d{2})$`).exec(name);
        if (!match) continue;
        const end = monthStart(Number(match[1]), Number(match[2]));
        if (end > keepFrom) continue;
        await tx.execute(sql.raw(`alter table "${table}" detach partition "${name}"`));
        changes.detached.push(name);
      }
    }
  });
  return changes;
}
