// Which project runs each test file, and which files run on both database engines: the one home
// of the suite's layout (docs/testing.md). vitest.config.ts and scripts/test-*.ts read it.
//
// - unit: code that opens no database (common/, web/, the server's pure modules). No set-up, one
//   module graph per worker.
// - components: the web app's components drawn in a DOM (web/**/*.test.tsx, happy-dom).
// - server: everything that opens a database (buildTestApp, openTestDatabase, the engine
//   helpers, a PGlite of its own). One migrated template per run, a fresh database per file, one
//   module graph per worker.
// - isolated: files that replace modules (vi.mock, vi.resetModules). A fresh module graph per
//   file, so their stand-ins never leak into another file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a test file that opens a database imports or reads: the run's engine (the test database
 * helpers) or a PGlite of its own (a migration replayed, the server started as a process).
 */
const USES_DATABASE =
  /build-test-app|test-databases|\/engines'|TEST_DB_DRIVER|@electric-sql\/pglite|drizzle-orm\/pglite|\bopenDatabase\b|\bdatabaseBefore\b|\buseGoogleTestApp\b|\buseMailTestApp\b/;
/** What makes a file unsafe to share a module graph with others. */
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;

/**
 * Server test files whose subject is the engine itself, so they run on PGlite and on PostgreSQL
 * (every other database file runs once, on the run's engine). Each entry says what differs.
 */
const BOTH_ENGINES: Record<string, string> = {
  'server/db/schema.test.ts': 'the migrations, their indexes and constraints',
  'server/db/partitions.test.ts': 'the funnel partitions and their maintenance',
  'server/db/functions.test.ts': "the database functions' current text, applied after migrations",
  'server/modules/analytics/business-rollup.test.ts': 'roll-ups kept by SQL triggers',
  'server/modules/analytics/location-zone-figures.test.ts': 'time zone arithmetic in SQL',
  'server/modules/public/group-commit.test.ts':
    'the funnel group commit (one connection or a pool)',
  'server/modules/public/funnel-batch.test.ts': 'the batched funnel statement and its caps',
  'server/modules/public/funnel-records.test.ts': 'what one funnel event writes, in one statement',
  'server/modules/realtime/realtime.test.ts': 'LISTEN/NOTIFY after commit',
  'server/modules/realtime/realtime-processes.test.ts': 'NOTIFY heard by another process',
  'server/modules/realtime/realtime-sessions.test.ts': 'a session revoked everywhere by NOTIFY',
  'server/modules/reviews/search.test.ts': 'the folded search index (pg_trgm, unaccent rules)',
  'server/modules/reviews/search-count.test.ts': 'the folded search counts',
  'server/modules/reviews/rematch.test.ts': 'the re-match advisory transaction lock',
  'server/lib/jobs/engine.test.ts': "the job engine's queue tables, shared by several engines",
  'server/modules/google/business-profile-sync.test.ts': 'one sync per business (advisory lock)',
  'server/modules/seed/seed.test.ts': 'the demo data bulk insert and its NOTIFY',
  'server/plugins/read-replica.test.ts': 'reads sent to a replica, or to the primary on PGlite',
  'test/faults/backup-restore.test.ts': 'backup and restore of each engine',
  // These two start servers of their own; they run in the PGlite pass whatever the main engine.
  'test/faults/pglite-kill.test.ts': 'the embedded database killed mid-load (PGlite pass only)',
  'test/faults/postgres-restart.test.ts': 'PostgreSQL restarted under load (PGlite pass only)',
  'server/modules/admin/promote.test.ts': 'the user script on the embedded data or a database URL',
};

export interface SuiteLayout {
  unit: string[];
  components: string[];
  server: string[];
  isolated: string[];
  /** Files that run on PostgreSQL only (`*.pg.test.ts`: replicas, schema parity, partitions). */
  postgresOnly: string[];
}

function testFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(root, file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every test file of common/, web/, server/ and test/, by project (paths relative to root). */
export function suiteLayout(root: string): SuiteLayout {
  const layout: SuiteLayout = {
    unit: [],
    components: [],
    server: [],
    isolated: [],
    postgresOnly: [],
  };
  for (const file of ['common', 'web', 'server', 'test'].flatMap((d) => testFiles(root, d))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (file.endsWith('.pg.test.ts')) layout.postgresOnly.push(file);
    if (REPLACES_MODULES.test(text)) layout.isolated.push(file);
    else if (USES_DATABASE.test(text) || file.endsWith('.pg.test.ts')) layout.server.push(file);
    else if (file.startsWith('web/') && file.endsWith('.test.tsx')) layout.components.push(file);
    else layout.unit.push(file);
  }
  return layout;
}

/** The database files that run on both engines, the PostgreSQL-only ones included. */
export function bothEngineFiles(layout: SuiteLayout): string[] {
  const database = [...layout.server, ...layout.isolated];
  const missing = Object.keys(BOTH_ENGINES).filter((file) => !database.includes(file));
  if (missing.length) throw new Error(`BOTH_ENGINES names no database test: ${missing.join(', ')}`);
  return [...Object.keys(BOTH_ENGINES), ...layout.postgresOnly];
}
