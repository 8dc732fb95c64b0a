// One import, from the files the owner chose (docs/import.md): a CSV from any spreadsheet or
// review tool, an Excel workbook, JSON (a Takeout export, a tool's export), or a .zip holding any
// of these (Takeout delivers one reviews*.json per ~20 reviews of a location), one or several at
// once. Everything read becomes one list of rows; what is not a reviews file says what it is.
import { unzipSync } from 'fflate';
import type { ImportColumns } from '@common/schemas/reviews';
import { badRequest, type MessageName } from '../../../lib/errors';
import { decodeText } from '../../../lib/tables/decode';
import type { LayoutName } from './layouts';
import { csvTable, type Table } from '../../../lib/tables/table';
import { readTable } from './records';
import { rejection, type ParsedImport, type Rejection } from './rows';
import { isMapsOwnReviews, jsonTable, parseReviewObjects } from './takeout';
import { workbookTable } from '../../../lib/tables/workbook';

export interface ImportFile {
  name: string;
  bytes: Uint8Array;
}
export interface ImportContext {
  /** The zone of the location the reviews belong to (times without an offset are its time). */
  timeZone: string;
  columns?: ImportColumns;
}
export type FilesRead =
  | { kind: 'reviews'; parsed: ParsedImport; layout: LayoutName | 'takeout' }
  | { kind: 'unknownColumns'; headers: string[]; total: number };

/** More than this, unpacked, is not a review export (a zip bomb is refused early). */
const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

function unpack(file: ImportFile): ImportFile[] {
  let unpacked = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(file.bytes, {
      filter: (entry) => {
        unpacked += entry.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES) throw badRequest('importArchiveTooLarge');
        return !entry.name.startsWith('__MACOSX/') && /\.(json|csv|tsv|txt)$/i.test(entry.name);
      },
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw badRequest('importFileUnreadable');
  }
  return Object.entries(entries)
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([name, bytes]) => ({ name: `${file.name}/${name}`, bytes }));
}

type OneRead = FilesRead | { kind: 'mapsOwnReviews' } | { kind: 'notReviews' };

function readJson(json: unknown, context: ImportContext): OneRead {
  if (isMapsOwnReviews(json)) return { kind: 'mapsOwnReviews' };
  const reviews = parseReviewObjects(json);
  if (reviews) return { kind: 'reviews', parsed: reviews, layout: 'takeout' };
  const table = jsonTable(json);
  return table ? fromTable(table, 'takeout', context) : { kind: 'notReviews' };
}

function fromTable(table: Table, format: ParsedImport['format'], context: ImportContext): OneRead {
  const read = readTable(table, format, context);
  return read.kind === 'reviews' ? { ...read, layout: read.layout.name } : read;
}

async function readOne(file: ImportFile, context: ImportContext): Promise<OneRead> {
  if (isZip(file.bytes)) {
    const workbook = await workbookTable(file.bytes);
    return workbook ? fromTable(workbook, 'csv', context) : { kind: 'notReviews' };
  }
  // NUL is never part of a review, and PostgreSQL cannot store it: drop it, keep the rest.
  const text = decodeText(file.bytes)
    .replace(/^\uFEFF/, '')
    .replaceAll('\u0000', '');
  if (text.trim() === '') return { kind: 'notReviews' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const table = csvTable(text);
    return table ? fromTable(table, 'csv', context) : { kind: 'notReviews' };
  }
  return readJson(json, context);
}

/** Rows of several files as one list; an id seen in an earlier file is a duplicate. */
function merge(parts: { name: string; parsed: ParsedImport }[]): ParsedImport {
  const several = parts.length > 1;
  const seen = new Set<string>();
  const merged: ParsedImport = { format: 'takeout', total: 0, rows: [], rejected: [] };
  for (const { name, parsed } of parts) {
    const tag = (r: Rejection): Rejection => (several ? { ...r, file: name } : r);
    if (parsed.format === 'csv') merged.format = 'csv';
    merged.total += parsed.total;
    merged.rejected.push(...parsed.rejected.map(tag));
    for (const row of parsed.rows) {
      if (seen.has(row.externalId)) {
        merged.rejected.push(tag(rejection(row.row, 'duplicateId')));
        continue;
      }
      seen.add(row.externalId);
      merged.rows.push(row);
    }
  }
  return merged;
}

/** The names in a zip, read from its directory without unpacking anything. */
function zipNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    return [];
  }
  return names;
}

/** Every file's reviews as one import, or the refusal that says what the files are. */
export async function readImportFiles(
  files: readonly ImportFile[],
  context: ImportContext,
): Promise<FilesRead> {
  // An .xlsx is a zip too: it is read as a workbook, any other zip as an archive of files.
  const expanded = files.flatMap((file) =>
    isZip(file.bytes) && !zipNames(file.bytes).includes('xl/workbook.xml') ? unpack(file) : [file],
  );
  const parts: { name: string; parsed: ParsedImport }[] = [];
  let layout: LayoutName | 'takeout' = 'takeout';
  let refusal: MessageName = 'importFileUnreadable';
  for (const file of expanded) {
    const read = await readOne(file, context);
    if (read.kind === 'unknownColumns') return read;
    if (read.kind === 'mapsOwnReviews') refusal = 'importMapsOwnReviews';
    if (read.kind !== 'reviews') continue;
    parts.push({ name: file.name.split('/').at(-1) ?? file.name, parsed: read.parsed });
    if (read.layout !== 'takeout') layout = read.layout;
  }
  if (parts.length === 0) throw badRequest(refusal);
  return { kind: 'reviews', parsed: merge(parts), layout };
}
