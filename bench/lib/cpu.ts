// CPU time by process group during a load, read from /proc (Linux): where the two cores went.
// The ingest target compares our server with pgbench, whose client is a few C loops, while
// ours is HTTP parsing, rendering and an autocannon load generator on the same cores; these
// figures show how much of each request's cost is the database and how much is everything else.
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const POLL_MS = 200;

/** A group claims a process by pid, command (comm) or full command line. */
export type CpuGroups = Record<string, (pid: number, command: string, cmdline: string) => boolean>;

/**
 * PostgreSQL's processes that work for `database`: its backends ("postgres: user db host
 * state") and the shared background workers (WAL writer, checkpointer...); other databases'
 * backends (another suite's tests on the same server) are not ours.
 */
export function postgresFor(database: string) {
  return (_pid: number, command: string, cmdline: string) => {
    if (command !== 'postgres') return false;
    // "postgres: 15/main: user db 127.0.0.1(5678) idle" (the cluster name is optional).
    const backend = /^postgres: (?:\S+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/.exec(cmdline);
    return backend === null || backend[1] === database;
  };
}

export interface CpuUse {
  wallSeconds: number;
  /** CPU seconds per group during the measured call. */
  seconds: Record<string, number>;
  /** Share of all cores' time that the listed groups kept busy. */
  busyShare: number;
}

interface Seen {
  group: string;
  first: number;
  last: number;
}

/** utime + stime in seconds of every live process that belongs to a group. */
async function sample(groups: CpuGroups, seen: Map<number, Seen>, baseline: boolean) {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  await Promise.all(
    pids.map(async (name) => {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => null);
      if (!stat) return;
      // The command sits in parentheses and may contain spaces; fields follow the last ')'.
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      const pid = Number(name);
      const known = seen.get(pid);
      if (known) {
        known.last = seconds;
        return;
      }
      const cmdline = (await readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => ''))
        .replaceAll('\0', ' ')
        .trim();
      const group = Object.keys(groups).find((g) => groups[g]!(pid, command, cmdline));
      // A process born during the call (a pgbench, a backend) counts from zero.
      if (group) seen.set(pid, { group, first: baseline ? seconds : 0, last: seconds });
    }),
  );
}

/**
 * Runs `fn` while polling /proc, so processes that exit before the end (pgbench) still count
 * up to their last sample (at most POLL_MS of their time is missed).
 */
export async function withCpu<T>(groups: CpuGroups, fn: () => Promise<T>) {
  const seen = new Map<number, Seen>();
  await sample(groups, seen, true);
  const started = performance.now();
  let polling = Promise.resolve();
  const timer = setInterval(() => {
    polling = polling.then(() => sample(groups, seen, false));
  }, POLL_MS);
  try {
    const value = await fn();
    clearInterval(timer);
    await polling;
    await sample(groups, seen, false);
    const wallSeconds = (performance.now() - started) / 1000;
    const seconds: Record<string, number> = Object.fromEntries(
      Object.keys(groups).map((g) => [g, 0]),
    );
    for (const s of seen.values()) seconds[s.group]! += s.last - s.first;
    const busy = Object.values(seconds).reduce((a, b) => a + b, 0);
    return {
      value,
      cpu: { wallSeconds, seconds, busyShare: busy / (wallSeconds * os.cpus().length) },
    };
  } finally {
    clearInterval(timer);
  }
}

/** "postgres 4.1 s (41 µs each), server 3.0 s (30 µs each); cores busy 95% of 10.0 s". */
export function describeCpu(use: CpuUse, events: number): string {
  const parts = Object.entries(use.seconds).map(
    ([group, s]) => `${group} ${s.toFixed(1)} s (${Math.round((s * 1e6) / events)} µs each)`,
  );
  return `${parts.join(', ')}; cores busy ${Math.round(use.busyShare * 100)}% of ${use.wallSeconds.toFixed(1)} s`;
}
