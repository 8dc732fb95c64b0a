// `npm run test:pg`: the server's integration tests again, on PostgreSQL, when TEST_DATABASE_URL
// names a database we may create databases from (.ci/run sets it when PostgreSQL answers).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    'test:pg: TEST_DATABASE_URL is not set, so the PostgreSQL pass does not run (PGlite only).',
  );
  process.exit(0);
}
console.log(`test:pg: running the server tests on PostgreSQL (${new URL(url).host})`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_DRIVER: 'postgres' },
});
process.exit(result.status ?? 1);
