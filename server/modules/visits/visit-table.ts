// A booking tool's export read as visits (docs/visits.md): the columns found by the names the tools
// and spreadsheets use (Fresha, Booksy, SimplyBook.me, Square Appointments, and a sheet kept by
// hand in English or Serbian), or chosen by the manager; dates read as the file and the business's
// region write them; cancelled and no-show appointments are no visits.
import { createHash } from 'node:crypto';
import type { VisitColumns } from '@common/schemas/visits';
import { fileOrder, readDate, regionOrder, type DateContext } from '../../lib/tables/dates';
import { foldHeader, type Table } from '../../lib/tables/table';

/** Header names (folded) of each column, likeliest first. */
const NAMES: Record<keyof VisitColumns, string[]> = {
  customer: [
    'client',
    'clientname',
    'customer',
    'customername',
    'clientfullname',
    'guest',
    'guestname',
    'patient',
    'patientname',
    'klijent',
    'imeklijenta',
    'imeiprezime',
    'klijentkinja',
    'pacijent',
    'клијент',
    'имеклијента',
  ],
  employee: [
    'teammember',
    'staff',
    'staffmember',
    'staffname',
    'employee',
    'employeename',
    'provider',
    'servicedby',
    'servedby',
    'stylist',
    'therapist',
    'resource',
    'worker',
    'zaposleni',
    'radnik',
    'frizer',
    'frizerka',
    'izvođač',
    'serviser',
    'lekar',
    'zaposlena',
    'запослени',
    'радник',
  ],
  date: [
    'scheduleddate',
    'appointmentdate',
    'date',
    'startdate',
    'starttime',
    'start',
    'datetime',
    'bookingdate',
    'appointmenttime',
    'servicedate',
    'visitdate',
    'datum',
    'datumposete',
    'termin',
    'датум',
  ],
  time: ['time', 'scheduledtime', 'appointmentstarttime', 'startat', 'vreme', 'sat', 'време'],
  location: [
    'location',
    'branch',
    'businesslocation',
    'venue',
    'site',
    'lokacija',
    'salon',
    'objekat',
    'локација',
  ],
  id: [
    'ref#',
    'ref',
    'refno',
    'reference',
    'appointmentid',
    'appointmentref',
    'bookingid',
    'bookingref',
    'bookingnumber',
    'id',
    'šifra',
    'broj',
  ],
};

const FIRST_NAME = ['clientfirstname', 'customerfirstname', 'firstname', 'ime'];
const LAST_NAME = ['clientlastname', 'customerlastname', 'lastname', 'surname', 'prezime'];
const STATUS = ['status', 'appointmentstatus', 'bookingstatus', 'stanje', 'statustermina'];
const NOT_A_VISIT =
  /cancel|no[\s-]?show|did not (show|come)|otkaz|nije (do[šs]a|stigl)|nedolazak|отказ|deleted|obrisan/i;

/** The file's columns as the manager would name them (headers as written), or null. */
export function recogniseColumns(table: Table): VisitColumns | null {
  const byFolded = new Map(table.headers.map((h) => [foldHeader(h), h]));
  const find = (names: string[]) => names.map((n) => byFolded.get(n)).find(Boolean);
  const customer = find(NAMES.customer) ?? find(FIRST_NAME);
  const employee = find(NAMES.employee);
  const date = find(NAMES.date);
  if (!customer || !employee || !date) return null;
  const time = find(NAMES.time);
  const location = find(NAMES.location);
  const id = find(NAMES.id);
  return {
    customer,
    employee,
    date,
    ...(time && time !== date ? { time } : {}),
    ...(location ? { location } : {}),
    ...(id ? { id } : {}),
  };
}

/** Whether every chosen column is one of the file's. */
export const columnsInFile = (table: Table, columns: VisitColumns) => {
  const headers = new Set(table.headers.map(foldHeader));
  return Object.values(columns).every((h) => h === undefined || headers.has(foldHeader(h)));
};

interface VisitDraft {
  row: number;
  customerName: string;
  employeeName: string;
  locationName: string | null;
  servedAt: Date;
  /** The file's own id of the appointment, else a digest of what the row says. */
  externalId: string;
}
type DraftRejection = {
  row: number;
  reason: 'noCustomer' | 'noEmployee' | 'badDate' | 'ambiguousDate' | 'cancelled';
  value?: string;
};

/** Each row as a visit draft or why not. Times without an offset are the business's. */
export function readVisits(table: Table, columns: VisitColumns, timeZone: string) {
  const byFolded = new Map(table.headers.map((h) => [foldHeader(h), foldHeader(h)]));
  const cell = (values: Record<string, string>, header: string | undefined) =>
    header ? (values[byFolded.get(foldHeader(header)) ?? ''] ?? '').trim() : '';
  const firstHeader = FIRST_NAME.find((n) => byFolded.has(n));
  const lastHeader = LAST_NAME.find((n) => byFolded.has(n));
  const statusHeader = STATUS.find((n) => byFolded.has(n));
  const stamp = (values: Record<string, string>) =>
    [cell(values, columns.date), cell(values, columns.time)].filter(Boolean).join(' ');
  const order = fileOrder(table.records.map((r) => cell(r.values, columns.date)));
  const context: DateContext = {
    timeZone,
    order: order === 'conflict' ? null : (order ?? regionOrder(timeZone)),
  };
  const drafts: VisitDraft[] = [];
  const rejected: DraftRejection[] = [];
  for (const { row, values } of table.records) {
    const status = statusHeader ? (values[statusHeader] ?? '') : '';
    if (NOT_A_VISIT.test(status)) {
      rejected.push({ row, reason: 'cancelled', value: status });
      continue;
    }
    let customerName = cell(values, columns.customer);
    // A first-name column chosen as "the customer": the last name joins it when there is one.
    if (firstHeader && foldHeader(columns.customer) === firstHeader && lastHeader)
      customerName = `${customerName} ${values[lastHeader] ?? ''}`.trim();
    const employeeName = cell(values, columns.employee);
    if (!customerName) {
      rejected.push({ row, reason: 'noCustomer' });
      continue;
    }
    if (!employeeName) {
      rejected.push({ row, reason: 'noEmployee' });
      continue;
    }
    const read = readDate(stamp(values), context);
    if (!(read instanceof Date)) {
      rejected.push({
        row,
        reason: read === 'ambiguousDate' ? 'ambiguousDate' : 'badDate',
        value: stamp(values),
      });
      continue;
    }
    const id = cell(values, columns.id);
    const externalId =
      id ||
      createHash('sha256')
        .update([customerName, employeeName, read.toISOString()].join('\u0000'))
        .digest('base64url');
    drafts.push({
      row,
      customerName: customerName.slice(0, 200),
      employeeName,
      locationName: cell(values, columns.location) || null,
      servedAt: read,
      externalId,
    });
  }
  return { drafts, rejected };
}
