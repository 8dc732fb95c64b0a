// Shared plumbing of the benchmarks: flags, where results go, and the figure record that
// bench/run.ts turns into RESULTS.md. Each bench is also runnable alone and prints its figures.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Outside the repository: intermediate JSON would otherwise trip `prettier --check .`.
export const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? path.join(os.tmpdir(), 'rt-bench');
export const APP_SECRET = 'bench-secret-bench-secret-bench-secret-0001';
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/rt_bench';

export function flag(name: string): boolean {
  return process.argv.includes(`--${name}`);
}

export function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

export function numberOption(name: string, fallback: number): number {
  const raw = option(name);
  const value = raw === undefined ? NaN : Number(raw.replace(/_/g, ''));
  return Number.isFinite(value) ? value : fallback;
}

export const isQuick = () => flag('quick') || process.env.BENCH_QUICK === '1';

/** The PostgreSQL server the benches create their databases on. */
export function benchDatabaseUrl(database?: string): string {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

export interface Figure {
  what: string;
  value: number;
  unit: string;
  baseline?: { what: string; value: number; unit: string };
  /** value / baseline.value */
  ratio?: number;
  target?: string;
  /** undefined: informational, no target. */
  met?: boolean;
}

export interface BenchResult {
  name: string;
  title: string;
  quick: boolean;
  startedAt: string;
  seconds: number;
  figures: Figure[];
  notes: string[];
  /** Extra markdown (tables, EXPLAIN output) appended under the bench's heading. */
  details: string[];
}

export function newResult(name: string, title: string): BenchResult {
  return {
    name,
    title,
    quick: isQuick(),
    startedAt: new Date().toISOString(),
    seconds: 0,
    figures: [],
    notes: [],
    details: [],
  };
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

function printFigure(f: Figure): void {
  const base = f.baseline
    ? ` (baseline ${f.baseline.what}: ${round(f.baseline.value)} ${f.baseline.unit}; ratio ${round(f.ratio ?? 0, 2)})`
    : '';
  const verdict = f.met === undefined ? '' : f.met ? '  [met]' : '  [NOT met]';
  console.log(
    `  ${f.what}: ${round(f.value, 2)} ${f.unit}${base}${f.target ? `  target ${f.target}` : ''}${verdict}`,
  );
}

export async function saveResult(result: BenchResult, started: number): Promise<void> {
  result.seconds = round((performance.now() - started) / 1000);
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, `${result.name}.json`), JSON.stringify(result, null, 2));
  console.log(`\n${result.title} (${result.seconds} s)`);
  result.figures.forEach(printFigure);
  result.notes.forEach((n) => console.log(`  note: ${n}`));
}

export async function loadResult(name: string): Promise<BenchResult | null> {
  const text = await readFile(path.join(RESULTS_DIR, `${name}.json`), 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as BenchResult);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs main, exits non-zero on a crash (not on a missed target: that is a finding, not a bug). */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
