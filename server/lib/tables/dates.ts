// The date layouts files really carry (docs/import.md "Dates"): ISO 8601 with or without a zone,
// what a spreadsheet rewrites a date to ("04/03/2026 19:17", "4.3.2026. 19:17", "2026/03/04"),
// Unix times and Excel's day numbers. A time without a zone is the business's wall-clock time,
// unless the column says UTC. A slashed date is read day-first or month-first as the file itself
// shows (a 13 or more in either place), else as the business's region writes dates.
import type { ImportRejectionCode } from '@common/schemas/reviews';

export type DayOrder = 'dmy' | 'mdy';
export interface DateContext {
  /** The IANA zone times without an offset are read in. */
  timeZone: string;
  /** How this file writes slashed dates, when the file or the region decides it. */
  order: DayOrder | null;
}

type Parts = [
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
];
export type DateRead = Date | Extract<ImportRejectionCode, 'badDate' | 'ambiguousDate'>;

const ISO = /^\d{4}-\d{2}-\d{2}(?:$|[T ])/;
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
// Serbian handwriting puts a space after each dot ("4. 3. 2026."); slashes and dashes never do.
const SLASHED =
  /^(\d{1,4})(?:[/-]|\. ?)(\d{1,2})(?:[/-]|\. ?)(\d{2,4})\.?(?:[ T,]+(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:\s*([AaPp])\.?[Mm]\.?)?)?$/;
// Booking tools and reports write the month's name: "26 Nov 2026 10:00", "Wed, 26 Nov 2026, 10:00
// AM", "Nov 26, 2026 10:00", "26. novembar 2026. u 10:00".
const CLOCK = String.raw`(?:[ T,]+(?:u\s+)?(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:\s*([AaPp])\.?[Mm]\.?)?)?$`;
const WEEKDAY = String.raw`^(?:\p{L}+\.?,?\s+)?`;
const NAMED_DAY_FIRST = new RegExp(
  WEEKDAY + String.raw`(\d{1,2})\.?\s+(\p{L}+)\.?,?\s+(\d{4})\.?` + CLOCK,
  'u',
);
const NAMED_MONTH_FIRST = new RegExp(
  WEEKDAY + String.raw`(\p{L}+)\.?\s+(\d{1,2}),?\s+(\d{4})` + CLOCK,
  'u',
);
/** English and Serbian (Latin) month names by their first three letters. */
const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  maj: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  avg: 8,
  sep: 9,
  oct: 10,
  okt: 10,
  nov: 11,
  dec: 12,
};
const EPOCH_SECONDS = /^\d{10}$/;
const EPOCH_MILLIS = /^\d{13}$/;
const EXCEL_SERIAL = /^\d{5}(?:[.,]\d+)?$/;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** Regions that write the month first; everywhere else we serve writes the day first. */
const MONTH_FIRST_ZONES =
  /^(America\/(New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Boise|Juneau|Adak|Nome|Sitka|Yakutat|Menominee|Metlakatla|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+)|Pacific\/Honolulu|Asia\/Manila|US\/.+)$/;

export const regionOrder = (timeZone: string): DayOrder =>
  MONTH_FIRST_ZONES.test(timeZone) ? 'mdy' : 'dmy';

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

function wallClock([year, month, day, hour, minute, second]: Parts, timeZone: string): Date | null {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const probe = new Date(wall);
  if (probe.getUTCDate() !== day) return null; // 31 April
  if (timeZone === 'UTC') return probe;
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** The day and month fields of a slashed date, before an order is chosen: [first, second]. */
function slashedFields(value: string): [number, number] | null {
  const m = SLASHED.exec(value.trim());
  if (!m || m[1]!.length === 4) return null;
  return [Number(m[1]), Number(m[2])];
}

/** What a date column's own values say about its order: 'conflict' when they say both. */
export function fileOrder(values: readonly string[]): DayOrder | 'conflict' | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const value of values) {
    const fields = slashedFields(value);
    if (!fields || value.includes('.')) continue; // dotted dates are always day-first
    if (fields[0] > 12) dayFirst = true;
    if (fields[1] > 12) monthFirst = true;
  }
  if (dayFirst && monthFirst) return 'conflict';
  return dayFirst ? 'dmy' : monthFirst ? 'mdy' : null;
}

function readSlashed(m: RegExpExecArray, context: DateContext): DateRead {
  const [a, b, c] = [Number(m[1]), Number(m[2]), m[3]!];
  let hour = Number(m[4] ?? 0);
  const meridiem = m[7]?.toLowerCase();
  if (meridiem && (hour < 1 || hour > 12)) return 'badDate';
  if (meridiem === 'p' && hour < 12) hour += 12;
  if (meridiem === 'a' && hour === 12) hour = 0;
  const time = [hour, Number(m[5] ?? 0), Number(m[6] ?? 0)] as const;
  if (m[1]!.length === 4)
    return wallClock([a, b, Number(c), ...time], context.timeZone) ?? 'badDate';
  const year = c.length === 2 ? 2000 + Number(c) : Number(c);
  if (c.length === 3) return 'badDate';
  const dotted = m[0].includes('.') && !m[0].includes('/');
  const order: DayOrder | null =
    dotted || a > 12 ? 'dmy' : b > 12 ? 'mdy' : a === b ? 'dmy' : context.order;
  if (order === null) return 'ambiguousDate';
  const [day, month] = order === 'dmy' ? [a, b] : [b, a];
  return wallClock([year, month, day, ...time], context.timeZone) ?? 'badDate';
}

/** One date cell as an instant, or why not. `utc`: the column's times are UTC, not local. */
export function readDate(raw: string | null, context: DateContext, utc = false): DateRead | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const zone = utc ? 'UTC' : context.timeZone;
  if (ISO.test(value)) {
    const local = ISO_LOCAL.exec(value);
    if (local && !HAS_ZONE.test(value)) {
      const [, y, mo, d, h, mi, s] = local;
      const parts: Parts = [
        Number(y),
        Number(mo),
        Number(d),
        Number(h),
        Number(mi),
        Number(s ?? 0),
      ];
      return wallClock(parts, zone) ?? 'badDate';
    }
    const time = Date.parse(value.replace(' ', 'T'));
    return Number.isNaN(time) ? 'badDate' : new Date(time);
  }
  if (EPOCH_SECONDS.test(value)) return new Date(Number(value) * 1000);
  if (EPOCH_MILLIS.test(value)) return new Date(Number(value));
  if (EXCEL_SERIAL.test(value)) {
    const days = Number(value.replace(',', '.'));
    const wall = new Date(EXCEL_EPOCH + Math.round(days * 86_400) * 1000);
    const parts: Parts = [
      wall.getUTCFullYear(),
      wall.getUTCMonth() + 1,
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
    ];
    return wallClock(parts, zone) ?? 'badDate';
  }
  const slashed = SLASHED.exec(value);
  if (slashed) return readSlashed(slashed, { ...context, timeZone: zone });
  return readNamed(value, zone) ?? 'badDate';
}

/** A date with its month's name, or null when the value is not one. */
function readNamed(value: string, zone: string): Date | 'badDate' | null {
  const dayFirst = NAMED_DAY_FIRST.exec(value);
  const monthFirst = dayFirst ? null : NAMED_MONTH_FIRST.exec(value);
  const m = dayFirst ?? monthFirst;
  if (!m) return null;
  const [day, name] = dayFirst ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
  const month = MONTHS[name.toLowerCase().slice(0, 3)];
  if (month === undefined) return null;
  let hour = Number(m[4] ?? 0);
  const meridiem = m[7]?.toLowerCase();
  if (meridiem && (hour < 1 || hour > 12)) return 'badDate';
  if (meridiem === 'p' && hour < 12) hour += 12;
  if (meridiem === 'a' && hour === 12) hour = 0;
  const parts: Parts = [
    Number(m[3]),
    month,
    Number(day),
    hour,
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
  ];
  return wallClock(parts, zone) ?? 'badDate';
}
