// Heavy pure work off the event loop (docs/decisions/030-cpu-worker-threads.md): one worker thread
// per process, shared by every app of it, started on first use and stopped when idle, so a card
// sheet of 200 employees or a 5 MB file never holds up `/healthz` or a customer's page.
//
// The worker runs server/workers/cpu-tasks.ts: compiled beside the bundled server in production
// (scripts/server-build.ts), from source through tsx otherwise (cpu-tasks-source.mjs).
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../lib/errors';
import type { FilesRead } from '../modules/reviews/import/files';
import { rowsFromJson, type ImportRow } from '../modules/reviews/import/rows';
import { yieldToEventLoop } from '../lib/yield';
import type { ReadAnswer, ReadTask, SheetTask } from './cpu-tasks';

/** A thread that waited this long for work exits; the next task starts another. */
const IDLE_MS = 30_000;

const compiled = import.meta.url.endsWith('.js');
const WORKER_FILE = fileURLToPath(
  new URL(compiled ? './cpu-tasks.js' : './cpu-tasks-source.mjs', import.meta.url),
);

let pool: Piscina | undefined;
function cpuPool(): Piscina {
  pool ??= new Piscina({
    filename: WORKER_FILE,
    // Two cores: the event loop keeps one.
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
  });
  return pool;
}

export function buildQrSheetOffThread(task: SheetTask): Promise<Uint8Array> {
  return cpuPool().run(task, { name: 'qrSheet' });
}

export async function readImportFilesOffThread(task: ReadTask): Promise<FilesRead> {
  const answer = (await cpuPool().run(task, { name: 'readFiles' })) as ReadAnswer;
  if ('refused' in answer) throw new AppError(answer.refused.code, answer.refused.words);
  const { read, rowChunks } = answer;
  if (read.kind !== 'reviews') return read;
  const rows: ImportRow[] = [];
  for (const chunk of rowChunks) {
    rows.push(...rowsFromJson(chunk));
    await yieldToEventLoop();
  }
  return { ...read, parsed: { ...read.parsed, rows } };
}

/** Ends the thread (process shutdown). */
export async function closeCpuPool(): Promise<void> {
  const ending = pool;
  pool = undefined;
  await ending?.destroy();
}
