// The exports of the dashboard's range (docs/exports.md): employees, reviews and the activity
// feed of the caller's business, as CSV or as an Excel workbook. Rows stream from keyset batches
// into the writer, whose backpressure pauses the reads. With `lang` the file is for people:
// headers, values, sentences and times in that language; CSV then uses the language's separator
// (`;` for Serbian, whose spreadsheets use the decimal comma).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSerbian, type Language, type TimeRange } from '@common/constants';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { figuresContext, localDate, rangeBounds } from '../analytics/analytics.service';
import type { BusinessScope } from '../scope/scope';
import { csvWriter, type Cell, type CsvStyle } from './csv';
import { activityRows, employeeRows, reviewRows } from './export-rows';
import { locationNamesIfSeveral } from './exports.repository';
import { People } from './people';
import { xlsxStream, type XlsxStyle } from './xlsx';

import type { ExportFormat, ExportKind } from '@common/api/exports';

/** The original headers of the machine form (no `lang`), kept as they were. */
const HEADERS: Record<ExportKind, readonly string[]> = {
  employees: [
    'Employee',
    'Active',
    'Touches',
    'Clickouts',
    'Self confirms',
    'Reviews attributed',
    'Average rating',
    'Touch to clickout (%)',
    'Clickout to review (%)',
  ],
  reviews: [
    'Published at',
    'Author',
    'Anonymous',
    'Rating',
    'Text',
    'Employee',
    'Match type',
    'Confidence',
    'Evidence',
    'Attributed by',
    'Attributed at',
    'Reply',
  ],
  activity: ['Time', 'Type', 'Employee', 'Details'],
};

/** Column widths of the workbook, in characters. */
const WIDTHS: Record<ExportKind, readonly number[]> = {
  employees: [26, 10, 12, 14, 14, 14, 12, 16, 16],
  reviews: [18, 24, 10, 8, 60, 24, 18, 12, 50, 26, 18, 40],
  activity: [18, 18, 24, 60],
};

const LOCATION_WIDTH = 20;

const two = (n: number) => String(n).padStart(2, '0');

/** CSV cells as people of the language write them: "24.11.2026. 14:05" and "4,5" in Serbian. */
function csvStyle(people: People): CsvStyle {
  const serbian = isSerbian(people.language);
  return {
    delimiter: serbian ? ';' : ',',
    yes: people.texts.yes,
    no: people.texts.no,
    number: (value) => (serbian ? String(value).replace('.', ',') : String(value)),
    date: (d) =>
      serbian
        ? `${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}. ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`
        : `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`,
  };
}

function xlsxStyle(people: People, kind: ExportKind, locationColumn: boolean): XlsxStyle {
  return {
    sheetName: people.texts.sheetNames[kind],
    widths: [...WIDTHS[kind], ...(locationColumn ? [LOCATION_WIDTH] : [])],
    dateFormat: isSerbian(people.language) ? 'dd.mm.yyyy hh:mm' : 'yyyy-mm-dd hh:mm',
    yes: people.texts.yes,
    no: people.texts.no,
  };
}

export interface ExportFile {
  filename: string;
  stream: NodeJS.ReadableStream;
}

/**
 * The file's name and its byte stream. Permission (analytics:export, managers and admins) is
 * checked by the route; the business comes from the session, never from the request. A business
 * with several locations gets a last "Location" column in the reviews (docs/locations.md); one
 * with a single location gets the file it always got.
 */
export async function exportFile(
  db: Database,
  caller: BusinessScope,
  kind: ExportKind,
  range: TimeRange,
  now: Date,
  options: {
    format?: ExportFormat;
    lang?: Language | undefined;
    /** One location's figures or reviews (docs/locations.md); absent: every location. */
    locationId?: string | undefined;
  } = {},
): Promise<ExportFile> {
  const format = options.format ?? 'csv';
  // A workbook is always for people; English unless asked otherwise.
  const lang = options.lang ?? (format === 'xlsx' ? 'en' : undefined);
  const people = lang ? new People(lang) : null;
  // The activity feed records no location: its export is always the whole business's.
  if (kind === 'activity' && options.locationId) throw badRequest('activityAllLocations');
  const ctx = await figuresContext(db, caller, options.locationId);
  const window = rangeBounds(range, ctx.timeZone, now);
  const locations = kind === 'reviews' ? await locationNamesIfSeveral(db, ctx.business.id) : null;
  const rows: AsyncIterable<Cell[]> =
    kind === 'employees'
      ? employeeRows(db, caller, { range, locationId: options.locationId }, now)
      : kind === 'reviews'
        ? reviewRows(db, ctx, window, people, locations)
        : activityRows(db, ctx, window, people);
  const header = [
    ...(people ? people.texts.headers[kind] : HEADERS[kind]),
    ...(locations ? [people ? people.texts.location : 'Location'] : []),
  ];
  const today = localDate(now, ctx.timeZone);
  const filename = `reviewtrace-${ctx.business.slug}-${kind}-${range}-${today}.${format}`;
  if (format === 'xlsx')
    return {
      filename,
      stream: xlsxStream(header, rows, xlsxStyle(people!, kind, locations !== null)),
    };
  const writer = csvWriter(header, people ? csvStyle(people) : undefined);
  // A failed read destroys the writer, which aborts the response instead of ending a short file.
  pipeline(Readable.from(rows), writer).catch(() => undefined);
  return { filename, stream: writer };
}
