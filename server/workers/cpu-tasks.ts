// The worker thread's side of server/workers/cpu-pool.ts: heavy pure work that needs no database
// (docs/decisions/030-cpu-worker-threads.md). A refusal of the owner's input (an AppError) cannot
// cross the thread boundary as a class, so it travels as its catalogue name and is thrown again on
// the main thread.
import type { Language } from '@common/constants';
import { buildQrSheet, type CardSize, type QrCard } from '../modules/employees/qr-sheet';
import {
  readImportFiles,
  type FilesRead,
  type ImportContext,
  type ImportFile,
} from '../modules/reviews/import/files';
import type { ErrorCode } from '@common/errors';
import { rowsToJson } from '../modules/reviews/import/rows';
import { AppError, type MessageName } from '../lib/errors';

export interface SheetTask {
  cards: QrCard[];
  businessName: string;
  options: { size: CardSize; lang: Language };
}

export function qrSheet(task: SheetTask): Promise<Uint8Array> {
  return buildQrSheet(task.cards, task.businessName, task.options);
}

export interface ReadTask {
  files: ImportFile[];
  context: ImportContext;
}

/** Rows per JSON chunk: the main thread parses one chunk between two turns of its event loop. */
const ROWS_PER_CHUNK = 500;

/**
 * A file's rows travel as JSON text in chunks: copying strings across threads is a memcpy, where
 * cloning 50,000 row objects at once held the main thread for about 86 ms.
 */
export type ReadAnswer =
  { read: FilesRead; rowChunks: string[] } | { refused: { code: ErrorCode; words: MessageName } };

export async function readFiles(task: ReadTask): Promise<ReadAnswer> {
  try {
    const read = await readImportFiles(task.files, task.context);
    if (read.kind !== 'reviews') return { read, rowChunks: [] };
    const { rows } = read.parsed;
    const rowChunks: string[] = [];
    for (let from = 0; from < rows.length; from += ROWS_PER_CHUNK)
      rowChunks.push(rowsToJson(rows.slice(from, from + ROWS_PER_CHUNK)));
    return { read: { ...read, parsed: { ...read.parsed, rows: [] } }, rowChunks };
  } catch (error) {
    if (error instanceof AppError && error.key.startsWith('messages.'))
      return {
        refused: { code: error.code, words: error.key.slice('messages.'.length) as MessageName },
      };
    throw error;
  }
}
