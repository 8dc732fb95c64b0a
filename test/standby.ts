// A real streaming replica for the read-replica tests: a private primary cluster (the fault tests'
// startCluster, test/faults/support.ts) and a standby of it made the way an operator makes one,
// `pg_basebackup -R -X stream` then `pg_ctl start` on a free port, torn down after. Not a standby of
// TEST_DATABASE_URL's own server, for three reasons: replication needs a `replication` line in its
// pg_hba.conf, which the machine's server lacks (a test must not edit it); the other test files
// write to that server at the same time, so a standby whose replay a test pauses would soon be
// past the lag threshold for reasons of theirs; and a base backup copies its whole cluster. As
// root both clusters run as the postgres user (PostgreSQL refuses root). Where the pair cannot be
// made, startReplicaPair() answers why instead.
import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { clusterOwner, freePort, postgresBin, startCluster, type Cluster } from './faults/support';
import { adminQuery } from './engines';
import { waitFor } from './wait-for';

const run = promisify(execFile);

export interface ReplicaPair {
  /** The primary's database `reviewtrace` (empty: the test migrates it). */
  primaryUrl: string;
  /** The same database on the standby. */
  standbyUrl: string;
  /** SQL on the standby (pausing replay, trying a write). */
  onStandby(sql: string): Promise<unknown[]>;
  /** Resolves once the standby has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  stopStandby(): Promise<void>;
  /** Starts the stopped standby again; it catches up from where it was. */
  startStandby(): Promise<void>;
  stop(): Promise<void>;
}

const query = <T>(url: string, sql: string) =>
  adminQuery(url, async (client) => (await client.query(sql)).rows as T[]);

export async function startReplicaPair(): Promise<ReplicaPair | { skipped: string }> {
  const bin = postgresBin();
  if (!bin) return { skipped: 'no initdb under /usr/lib/postgresql/*/bin: no private cluster' };
  let primary: Cluster | undefined;
  let dir: string | undefined;
  let standbyUp = false;
  const stop = async () => {
    if (standbyUp) await ctl('-m', 'immediate', 'stop').catch(() => undefined);
    standbyUp = false;
    await primary?.destroy();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  const owner = await clusterOwner().catch(() => null);
  if (owner === null) return { skipped: 'running as root, and there is no postgres user' };
  const as = { ...owner, cwd: os.tmpdir() };
  const data = () => path.join(dir!, 'data');
  const ctl = (...args: string[]) => run(path.join(bin, 'pg_ctl'), ['-D', data(), ...args], as);
  let port = 0;
  const startStandby = async () => {
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
    await ctl('-l', path.join(dir!, 'log'), '-w', '-t', '30', '-o', options, 'start');
    standbyUp = true;
  };
  try {
    primary = await startCluster(bin);
    dir = await mkdtemp(path.join(os.tmpdir(), 'rt-standby-'));
    if (owner) await chown(dir, owner.uid, owner.gid);
    port = await freePort();
    // initdb -A trust lets 127.0.0.1 replicate; wal_level and max_wal_senders allow it by default.
    const backup = ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'];
    await run(
      path.join(bin, 'pg_basebackup'),
      [...backup, '-D', data(), '-R', '-X', 'stream', '-c', 'fast'],
      as,
    );
    await startStandby();
  } catch (error) {
    await stop();
    return { skipped: `could not make a primary and its standby: ${String(error).slice(0, 500)}` };
  }
  const primaryUrl = primary.url;
  const standbyUrl = `postgres://postgres@127.0.0.1:${port}/reviewtrace`;
  return {
    primaryUrl,
    standbyUrl,
    onStandby: (sql) => query(standbyUrl, sql),
    caughtUp: async () => {
      const [{ lsn }] = (await query<{ lsn: string }>(
        primaryUrl,
        'select pg_current_wal_lsn()::text as lsn',
      )) as [{ lsn: string }];
      await waitFor(
        async () => {
          const [{ done }] = (await query<{ done: boolean }>(
            standbyUrl,
            `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`,
          )) as [{ done: boolean }];
          return done;
        },
        { what: 'the standby catching up', timeoutMs: 10_000, everyMs: 50 },
      );
    },
    stopStandby: async () => {
      await ctl('-m', 'immediate', 'stop');
      standbyUp = false;
    },
    startStandby,
    stop,
  };
}
