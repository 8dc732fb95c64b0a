// DATABASE_READ_URL against a real streaming standby (test/standby.ts), through the real app:
// dashboards, the reviews list and exports read from the standby while writes go to the primary;
// a session that just wrote reads its own write; a standby too far behind, or gone, sends reads to
// the primary without the user seeing an error, with one warning per change and the state in
// /metrics. The standby's replay is paused to tell the two databases apart: what the primary has
// and the standby has not shows which one answered. Skipped, loudly, where the pair cannot be made.
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../../test/build-test-app';
import { sessionCookie, signUpManager } from '../../test/auth-helpers';
import { createEmployee, createReview } from '../../test/factories';
import { startReplicaPair, type ReplicaPair } from '../../test/standby';
import { waitFor } from '../../test/wait-for';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { MAX_LAG_BYTES } from './read-routing';
import { businesses, locations, statsHourly } from './schema';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const TOKEN = 'operator-token-0123456789abcdef-01';
const ROUTES = [
  ...['overview', 'timeseries', 'hourly', 'employees', 'leaderboard'].map(
    (name) => `/api/analytics/${name}?range=7d`,
  ),
  '/api/reviews',
  '/api/exports/employees.csv?range=7d',
  '/api/exports/reviews.csv?range=7d',
];

let pair: ReplicaPair | undefined;
let app: App;
const warnings: string[] = [];
let businessId = '';
let employeeId = '';
let locationId = '';
let me: ReturnType<typeof browser>;
let other: ReturnType<typeof browser>;

/** A browser: sends the cookies answers gave it, until they expire. */
function browser(session: string) {
  const jar = new Map<string, { value: string; until: number }>();
  const [name, value] = session.split('=') as [string, string];
  jar.set(name, { value, until: Infinity });
  const live = () => [...jar].filter(([, c]) => c.until > Date.now());
  return {
    has: (cookie: string) => live().some(([n]) => n === cookie),
    async send(options: InjectOptions) {
      const cookie = live()
        .map(([n, c]) => `${n}=${c.value}`)
        .join('; ');
      const response = await app.inject({ ...options, headers: { ...options.headers, cookie } });
      for (const c of response.cookies)
        jar.set(c.name, { value: c.value, until: Date.now() + (c.maxAge ?? Infinity) * 1000 });
      return response;
    },
  };
}

/** Every route that may read the standby, as this browser sees it now; never a 5xx. */
async function screens(who: ReturnType<typeof browser>) {
  const bodies: Record<string, string> = {};
  for (const url of ROUTES) {
    const response = await who.send({ url });
    expect(response.statusCode, url).toBe(200);
    bodies[url] = response.body.replace(/"to":"[^"]+"/, '"to":"now"'); // the overview's clock
  }
  return bodies;
}

const touchesSeen = async (who: ReturnType<typeof browser>) =>
  (await who.send({ url: '/api/analytics/overview?range=7d' })).json().touches as number;

/** The screens follow the standby's state within a few lag checks (one a second at most). */
const until = (what: string, done: () => Promise<boolean>) =>
  waitFor(done, { what, timeoutMs: 5000, everyMs: 100 });

async function gauge(name: string) {
  const text = (
    await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
  ).body;
  return Number(new RegExp(`^reviewtrace_read_replica_${name} (\\S+)$`, 'm').exec(text)?.[1]);
}

let hoursBack = 0;
/** Touches in an hour of their own within the range, written straight to the primary. */
const addTouches = (touches: number) =>
  app.database.db.insert(statsHourly).values({
    businessId,
    employeeId,
    locationId,
    hour: new Date((Math.floor(Date.now() / 3_600_000) - ++hoursBack) * 3_600_000),
    touches,
  });

const replay = (on: boolean) =>
  pair!.onStandby(`select pg_wal_replay_${on ? 'resume' : 'pause'}()`);

beforeAll(async () => {
  if (!onPostgres) return;
  const made = await startReplicaPair();
  if ('skipped' in made) {
    console.warn(
      `\n${'='.repeat(78)}\nREAD-REPLICA TESTS SKIPPED: ${made.skipped}\n${'='.repeat(78)}`,
    );
    return;
  }
  pair = made;
  const [primaryUrl, readUrl] = [pair.primaryUrl, pair.standbyUrl];
  const database = await openDatabase({ databaseUrl: primaryUrl, readUrl, poolSize: 4 });
  await runMigrations(database);
  app = await buildApp({
    config: testConfig({
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: readUrl,
      OPERATOR_TOKEN: TOKEN,
    }),
    database,
    webRoot: '/nonexistent-web-build',
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void warnings.push(JSON.parse(line).msg) },
    },
    closeDatabaseOnClose: true,
  });
  await app.ready();
  const manager = await signUpManager(app);
  businessId = manager.businessId;
  me = browser(manager.cookie);
  // The same manager signed in elsewhere: a session that writes nothing.
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: manager.email, password: manager.password },
  });
  other = browser(sessionCookie(signIn));
  const [business] = await app.database.db
    .select()
    .from(businesses)
    .where(eq(businesses.id, businessId));
  employeeId = (await createEmployee(app.database.db, business!)).id;
  const [first] = await app.database.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.businessId, businessId));
  locationId = first!.id;
  await pair.caughtUp();
}, 60_000);

// A failed test must not leave replay paused for the next one.
afterEach(() => pair?.onStandby('select pg_wal_replay_resume()').catch(() => undefined));

afterAll(async () => {
  await app?.close();
  await pair?.stop();
});

const replicaWarnings = () => warnings.filter((m) => m.startsWith('read replica:'));

describe.runIf(onPostgres)(
  'reads that may lag go to a streaming standby (DATABASE_READ_URL)',
  () => {
    it('serve dashboards, the reviews list and exports from the standby; a session that wrote reads its write', async (context) => {
      if (!pair) return context.skip('no primary and standby (see the warning above)');
      const business = { id: businessId };
      const unattributed = await createReview(app.database.db, business, { authorName: 'Mina' });
      await pair.caughtUp();
      const before = await screens(other);

      await replay(false);
      await addTouches(7);
      await createReview(app.database.db, business, {
        employeeId,
        matchType: 'manual',
        authorName: 'Replika Čitač',
      });
      // The primary has a new hour and a new review; the paused standby has neither.
      expect(await screens(other)).toEqual(before);
      // The standby refuses writes; the app sends its writes to the primary, so they succeed.
      await expect(pair.onStandby('create table t ()')).rejects.toThrow(/read-only transaction/);
      const attribute = await me.send({
        method: 'POST',
        url: `/api/reviews/${unattributed.id}/attribution`,
        payload: { employeeId },
      });
      expect(attribute.statusCode).toBe(200);
      expect(me.has('rt_wrote')).toBe(true);

      // The page that wrote reloads: every screen comes from the primary, its own change included.
      const mine = await screens(me);
      for (const url of ROUTES) expect(mine[url], url).not.toEqual(before[url]);
      const list = JSON.parse(mine['/api/reviews']!).items as { id: string; employeeId: unknown }[];
      expect(list.find((r) => r.id === unattributed.id)?.employeeId).toBe(employeeId);
      expect(await screens(other)).toEqual(before);

      await replay(true);
      await pair.caughtUp();
      expect(await screens(other)).toEqual(await screens(me));
      expect(replicaWarnings()).toEqual([]);
    });

    it('reads from the primary while the standby is too far behind, and from the standby after', async (context) => {
      if (!pair) return context.skip('no primary and standby (see the warning above)');
      const touches = await touchesSeen(other);
      await replay(false);
      await addTouches(5);
      // More WAL than the standby may trail by.
      const rows = Math.ceil((2 * MAX_LAG_BYTES) / 1000);
      await app.database.db.execute(
        sql.raw(`create table filler as select repeat('x', 1000) from generate_series(1, ${rows})`),
      );
      await until(
        'reads go to the primary',
        async () => (await touchesSeen(other)) === touches + 5,
      );
      expect(await gauge('in_use')).toBe(0);
      expect(await gauge('lag_bytes')).toBeGreaterThan(MAX_LAG_BYTES);

      await replay(true);
      await pair.caughtUp();
      await until('the standby is used again', async () => {
        await touchesSeen(other);
        return (await gauge('in_use')) === 1;
      });
      expect(replicaWarnings()).toEqual(['read replica: behind', 'read replica: in use']);
    });

    it('reads from the primary, without an error, once the standby is gone', async (context) => {
      if (!pair) return context.skip('no primary and standby (see the warning above)');
      // Reads are on the standby: it shows one touch fewer than the primary has.
      await replay(false);
      const touches = await touchesSeen(other);
      await addTouches(1);
      expect(await touchesSeen(other)).toBe(touches);

      // Gone between two measurements: the read that finds it gone runs again on the primary.
      await pair.stopStandby();
      expect(await touchesSeen(other)).toBe(touches + 1);
      await screens(other);
      expect(await gauge('in_use')).toBe(0);

      // Back, then gone again: an export that starts next checks first rather than break mid-file.
      await pair.startStandby();
      await until('the standby is used again', async () => {
        await touchesSeen(other);
        return (await gauge('in_use')) === 1;
      });
      await replay(false);
      await createReview(app.database.db, { id: businessId }, { authorName: 'Posle Pauze' });
      const onStandby = await other.send({ url: '/api/exports/reviews.csv?range=7d' });
      expect(onStandby.body).not.toContain('Posle Pauze');
      await pair.stopStandby();
      const onPrimary = await other.send({ url: '/api/exports/reviews.csv?range=7d' });
      expect(onPrimary.statusCode).toBe(200);
      expect(onPrimary.body).toContain('Posle Pauze');
      await screens(other); // every screen answers
      expect(replicaWarnings().slice(2)).toEqual([
        'read replica: away',
        'read replica: in use',
        'read replica: away',
      ]);
    });
  },
);
