// Tables of reviews (a CSV, a spreadsheet, a tool's JSON export) into drafts: the layout says
// which column holds what, dates are read as the file and the business's region write them.
import { createHash } from 'node:crypto';
import type { ImportColumns } from '@common/schemas/reviews';
import { fileOrder, readDate, regionOrder, type DateContext } from '../../../lib/tables/dates';
import type { Table } from '../../../lib/tables/table';
import { mappedLayout, recogniseLayout, type BoundLayout } from './layouts';
import { finish, rejection, str, type Draft, type OptionalField, type ParsedImport } from './rows';
import { replyOriginal, splitTranslationEnvelope } from '../translation-envelope';

export interface ReadOptions {
  timeZone: string;
  columns?: ImportColumns;
}

/** What a table turned out to be: reviews, or a layout we need the owner to choose columns for. */
export type TableRead =
  | { kind: 'reviews'; parsed: ParsedImport; layout: BoundLayout }
  | { kind: 'unknownColumns'; headers: string[]; total: number };

const RATING = /^([1-5])(?:[.,]0+)?$/;
const TRUE = new Set(['true', '1', 'yes', 'da', 'истина', 'tačno', 'x']);
const FALSE = new Set(['false', '0', 'no', 'ne', 'нет', 'не', 'netačno']);

function csvBoolean(value: string | null): boolean | null {
  if (value === null) return false;
  const v = value.toLowerCase();
  return TRUE.has(v) ? true : FALSE.has(v) ? false : null;
}

/** A stable id for a review of a file without ids: what identifies it, hashed. */
const madeUpId = (parts: (string | null)[]) =>
  `h:${createHash('sha256').update(parts.join('\u001f')).digest('hex').slice(0, 32)}`;

function draftOf(
  record: Table['records'][number],
  layout: BoundLayout,
  context: DateContext,
): Draft {
  const get = (column: string | null) => (column ? str(record.values[column]) : null);
  const rating = RATING.exec(get(layout.rating) ?? '');
  const date = layout.publishedAt.find((d) => get(d.column) !== null) ?? layout.publishedAt[0]!;
  const order = date.order ?? context.order;
  const read = readDate(get(date.column), { ...context, order }, date.utc);
  const written = get(layout.text);
  const translated = get(layout.translatedText);
  // A tool's text can itself be Google's envelope; a separate translation column wins.
  const split = splitTranslationEnvelope(written);
  const original = translated ? written : split.originalText;
  const externalId =
    layout.externalId === ''
      ? madeUpId([get(layout.authorName), get(date.column), get(layout.rating), written])
      : get(layout.externalId);
  return {
    row: record.row,
    externalId,
    authorName: get(layout.authorName),
    authorPhotoUrl: get(layout.authorPhotoUrl),
    isAnonymous: csvBoolean(get(layout.isAnonymous)),
    rating: rating ? Number(rating[1]) : null,
    text: translated ?? split.text,
    originalText: original,
    language: get(layout.language),
    publishedAt: typeof read === 'string' ? rejection(record.row, read) : read,
    sourceUpdatedAt: null,
    replyText: replyOriginal(get(layout.replyText)),
  };
}

function absentFields(layout: BoundLayout): OptionalField[] {
  const absent: OptionalField[] = ['sourceUpdatedAt'];
  if (!layout.text) absent.push('text', 'originalText');
  if (!layout.language) absent.push('language');
  if (!layout.replyText) absent.push('replyText');
  if (!layout.isAnonymous) absent.push('isAnonymous');
  if (!layout.authorPhotoUrl) absent.push('authorPhotoUrl');
  return absent;
}

/** A table's reviews, by its recognised layout or the owner's choice of columns. */
export function readTable(
  table: Table,
  format: ParsedImport['format'],
  options: ReadOptions,
): TableRead {
  const layout = options.columns
    ? mappedLayout(table.headers, options.columns)
    : recogniseLayout(table.headers);
  if (!layout)
    return { kind: 'unknownColumns', headers: table.headers, total: table.records.length };
  // Only the dates written in no fixed order tell (or need) the file's order.
  const free = layout.publishedAt.filter((d) => !d.order).map((d) => d.column);
  const seen = fileOrder(table.records.flatMap((r) => free.map((c) => r.values[c] ?? '')));
  const order = seen === 'conflict' ? null : (seen ?? regionOrder(options.timeZone));
  const context: DateContext = { timeZone: options.timeZone, order };
  const drafts = table.records.map((record) => draftOf(record, layout, context));
  return { kind: 'reviews', parsed: finish(format, drafts, absentFields(layout)), layout };
}
