// Each database function's current text lives in one file of server/db/functions/ (decision 027):
// the database runs exactly those texts after the migrations, and no function lacks a file.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { functionFiles } from './functions';

const app = useTestApp();

/** Our functions in the database (not an extension's), with their bodies. */
async function functionsInDatabase() {
  const result = (await app.database.db.execute(
    sql`select p.proname::text as name, p.prosrc::text as body from pg_proc p
        where p.pronamespace = 'public'::regnamespace
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by 1`,
  )) as unknown as { rows: { name: string; body: string }[] };
  return result.rows;
}

/** The body of a file's function: the text between its dollar quotes. */
const bodyOf = (text: string) => /AS \$(\w*)\$([\s\S]*)\$\1\$/.exec(text)?.[2] ?? '';

describe('database functions', () => {
  it('each have one file, and the database runs its text', async () => {
    const files = functionFiles();
    const inDatabase = await functionsInDatabase();
    expect(inDatabase.map((f) => f.name)).toEqual(files.map((f) => f.name));
    for (const file of files)
      expect({
        name: file.name,
        body: inDatabase.find((f) => f.name === file.name)?.body.trim(),
      }).toEqual({
        name: file.name,
        body: bodyOf(file.sql).trim(),
      });
  });

  it('apply again without changing anything', async () => {
    const before = await functionsInDatabase();
    for (const file of functionFiles()) await app.database.db.execute(sql.raw(file.sql));
    expect(await functionsInDatabase()).toEqual(before);
  });
});
