// A comparable description of a database's tables, columns, constraints and indexes, read from the
// system catalogue, so two engines migrated from the same files can be compared line by line. The
// partitions of a partitioned table (PostgreSQL, migration 0016) are described by their parent.
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';

export interface Catalogue {
  columns: string[];
  constraints: string[];
  indexes: string[];
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function readCatalogue(db: Database): Promise<Catalogue> {
  const columns = await rows<{ line: string }>(
    db,
    sql`select table_name || '.' || column_name || ' ' || data_type || coalesce('(' || udt_name || ')', '')
          || case when is_nullable = 'NO' then ' not null' else '' end
          || coalesce(' default ' || column_default, '')
          || case when is_identity = 'YES' then ' identity ' || identity_generation else '' end as line
        from information_schema.columns c
        where table_schema = 'public' and not exists (select 1 from pg_class p
          where p.relname = c.table_name and p.relnamespace = 'public'::regnamespace
            and p.relispartition)
        order by 1`,
  );
  const constraints = await rows<{ line: string }>(
    db,
    sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
        from pg_constraint
        -- PostgreSQL 18 (PGlite) lists NOT NULL as constraints, 15 does not; columns carry it.
        where connamespace = 'public'::regnamespace and contype <> 'n'
          and not (select relispartition from pg_class where oid = conrelid)
        order by 1`,
  );
  const indexes = await rows<{ line: string }>(
    db,
    // A partitioned table's own index reads "ON ONLY"; its partitions' indexes are left out.
    sql`select replace(indexdef, ' ON ONLY ', ' ON ') as line from pg_indexes i
        where schemaname = 'public' and not exists (select 1 from pg_class p
          where p.relname = i.tablename and p.relnamespace = 'public'::regnamespace
            and p.relispartition)
        order by 1`,
  );
  return {
    columns: columns.map((r) => r.line),
    constraints: constraints.map((r) => r.line),
    indexes: indexes.map((r) => r.line),
  };
}
