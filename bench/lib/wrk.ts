// wrk (a C load generator, Debian's package) as the ingest benches' load: one thread, a fixed
// number of connections, for a fixed time. Its CPU per request is a fraction of a JavaScript
// generator's, and it runs as a process of its own, so the CPU breakdown can bill it apart.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './common';
import type { LoadFigures } from './load';

const run = promisify(execFile);
const WRK = process.env.WRK ?? '/usr/bin/wrk';
const FUNNEL_SCRIPT = path.join(ROOT, 'bench/lib/funnel.lua');

/** Milliseconds from wrk's latency figures ("812.00us", "12.34ms", "1.02s"). */
function millis(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) return NaN;
  const value = Number(m[1]);
  return m[2] === 'us'
    ? value / 1000
    : m[2] === 'ms'
      ? value
      : m[2] === 's'
        ? value * 1000
        : value * 60_000;
}

/** wrk's summary as the benches' figures; `acknowledged` counts 2xx and 3xx answers. */
function parse(stdout: string, seconds: number): LoadFigures {
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1]);
  if (!Number.isFinite(requests)) throw new Error(`could not read wrk's output:\n${stdout}`);
  const bad = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    stdout,
  );
  const [connect, read, write, timeout] = (socket?.slice(1) ?? ['0', '0', '0', '0']).map(Number);
  const latency = (p: string) =>
    millis(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(stdout)?.[1] ?? '');
  return {
    requests,
    rate: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]),
    p50: latency('50'),
    p99: latency('99'),
    statuses: { '2xx or 3xx': requests - bad, other: bad },
    errors: connect! + read! + write!,
    timeouts: timeout!,
    seconds,
  };
}

export interface WrkFunnel {
  url: string;
  slugs: string[];
  connections: number;
  seconds: number;
  /** The first visitor number: runs against one database must not reuse addresses. */
  firstVisitor: number;
}

/** Touches and clickouts alternately through the real server, every request a new visitor. */
export async function wrkFunnel(load: WrkFunnel): Promise<LoadFigures> {
  const args = [
    '-t1',
    `-c${load.connections}`,
    `-d${load.seconds}s`,
    '--timeout',
    '10s',
    '--latency',
    '-s',
    FUNNEL_SCRIPT,
    `${load.url}/`,
    '--',
    String(load.firstVisitor),
    ...load.slugs,
  ];
  const { stdout } = await run(WRK, args, { maxBuffer: 10_000_000 });
  return parse(stdout, load.seconds);
}

/** The same load shape against any URL (the bare-route baseline): every request the same path. */
export async function wrkPlain(url: string, connections: number, seconds: number) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', url];
  const { stdout } = await run(WRK, args, { maxBuffer: 10_000_000 });
  return parse(stdout, seconds);
}
