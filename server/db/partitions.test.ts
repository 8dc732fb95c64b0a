// PGlite, the embedded default, keeps the funnel tables plain (migration 0016 partitions them on
// PostgreSQL only: server/db/partitions.pg.test.ts), and partition maintenance leaves it alone.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { maintainPartitions, PARTITIONED_TABLES } from './partitions';

const app = useTestApp();

describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('the funnel tables on PGlite', () => {
  it('stay plain tables, and partition maintenance changes nothing', async () => {
    const result = (await app.database.db.execute(
      sql`select relname::text as name, relkind::text as kind from pg_class
          where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
    )) as unknown as { rows: { name: string; kind: string }[] };
    const kinds = result.rows.filter((r) =>
      (PARTITIONED_TABLES as readonly string[]).includes(r.name),
    );
    expect(kinds.map((r) => r.kind)).toEqual(PARTITIONED_TABLES.map(() => 'r'));
    expect(await maintainPartitions(app.database)).toEqual({ created: [], detached: [] });
  });
});
