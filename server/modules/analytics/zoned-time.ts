// Wall-clock arithmetic in a business's IANA time zone with Intl only (no date library): local
// dates, local midnights as instants and ISO 8601 times with the zone's offset. The database cuts
// the same days with `at time zone`, so both sides must agree on the zone name (both use tzdata).

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    // h23, not hour12: false, which some ICU versions render as "24" at midnight.
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

function wallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at that instant, in minutes (Belgrade: 60 in winter, 120 in summer). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallTime(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - wholeSeconds) / 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** The local calendar date, `YYYY-MM-DD`. */
export function localDate(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The local wall time `HH:mm` (half-hour zones show their :30 starts). */
export function localHourLabel(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** `YYYY-MM-DD` plus n calendar days (n may be negative); pure calendar arithmetic, no zone. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant a local date begins. The first guess uses the offset at UTC midnight; the second
 * pass corrects it when an offset change lies between the guess and the real midnight.
 */
export function localMidnight(date: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let instant = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  instant = wall - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** ISO 8601 in the zone with its offset, seconds precision: 2026-10-25T02:30:00+01:00. */
export function formatZoned(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const offsetText = `${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return (
    `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:` +
    `${pad(w.second)}${offsetText}`
  );
}
