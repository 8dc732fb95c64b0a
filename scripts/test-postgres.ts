// `npm run test:pg`: the server's integration tests again, on PostgreSQL, when TEST_DATABASE_URL
// names a database we may create databases from (.ci/run sets it when PostgreSQL answers).
// Only the test files that open a database run again: pure code (name rules, the batcher's
// queue, config parsing, the fake Google) answers the same on either engine, and the PGlite pass
// has just run it.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a test file that uses the run's database engine imports or reads. */
const USES_DATABASE = /build-test-app|test-databases|\/engines'|TEST_DB_DRIVER/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    'test:pg: TEST_DATABASE_URL is not set, so the PostgreSQL pass does not run (PGlite only).',
  );
  process.exit(0);
}
const all = ['server', 'test'].flatMap(testFiles);
const files = all.filter(
  (file) => file.endsWith('.pg.test.ts') || USES_DATABASE.test(readFileSync(file, 'utf8')),
);
console.log(
  `test:pg: running the ${files.length} server test files that open a database (of ${all.length}) ` +
    `on PostgreSQL (${new URL(url).host})`,
);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...files], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_DRIVER: 'postgres' },
});
process.exit(result.status ?? 1);
