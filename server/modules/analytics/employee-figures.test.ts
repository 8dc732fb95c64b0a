// The figures per employee read whole UTC days from stats_employee_daily and the hours at a
// window's edges from stats_hourly. Whatever the window (a local midnight on a half-hour offset, a
// window shorter than a day, one ending mid-day), they must equal stats_hourly summed over the
// hours the window counts.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { createBusiness, createEmployee } from '../../../test/factories';
import { firstLocationId } from '../locations/locations.repository';
import { employeeFigures, wholeUtcDays } from './employee-figures.repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 9, 20); // 2026-10-20, a UTC midnight

/** The hours (UTC hour starts) a window counts, as the roll-up query does: from <= h <= to. */
const countedHours = (from: number, to: number) => {
  const hours: number[] = [];
  for (let h = Math.ceil(from / HOUR) * HOUR; h <= to; h += HOUR) hours.push(h);
  return hours;
};

describe('wholeUtcDays', () => {
  it('splits any window into whole days inside it and edge hours outside them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 * DAY }),
        fc.integer({ min: 0, max: 4 * DAY }),
        (offset, length) => {
          const from = START + offset;
          const to = from + length;
          const days = wholeUtcDays({ from: new Date(from), to: new Date(to) });
          const [dFrom, dTo] = [days.from.getTime(), days.to.getTime()];
          expect(dFrom % DAY).toBe(0);
          expect(dTo % DAY).toBe(0);
          expect(dTo).toBeGreaterThanOrEqual(dFrom);
          const counted = new Set(countedHours(from, to));
          // Every hour of every whole day is counted by the window...
          for (let h = dFrom; h < dTo; h += HOUR) expect(counted.has(h)).toBe(true);
          // ...and no day the window holds whole is left to the edges.
          for (let d = Math.ceil(from / DAY) * DAY; d + 23 * HOUR <= to; d += DAY) {
            expect(d >= dFrom && d < dTo).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is empty for a window inside one day', () => {
    const days = wholeUtcDays({
      from: new Date(START + 2 * HOUR),
      to: new Date(START + 20 * HOUR),
    });
    expect(days.to.getTime() - days.from.getTime()).toBe(0);
  });
});

describe('employeeFigures', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('equals stats_hourly summed over the counted hours, for windows of every shape', async () => {
    const db = app.database.db;
    const business = await createBusiness(db);
    const staff = [await createEmployee(db, business), await createEmployee(db, business)];
    const location = await firstLocationId(db, business.id);
    // Five days of hourly rows with counts that differ by hour, so a misplaced hour shows.
    const values = [];
    for (let h = 0; h < 5 * 24; h++) {
      for (const [i, employee] of staff.entries()) {
        const hour = new Date(START + h * HOUR).toISOString();
        values.push(sql`(${business.id}, ${employee.id}, ${location}, ${hour}::timestamptz,
          ${(h % 7) + i}, ${h % 3}, ${h % 2})`);
      }
    }
    await db.execute(sql`insert into stats_hourly
      (business_id, employee_id, location_id, hour, touches, clickouts, self_confirms)
      values ${sql.join(values, sql`, `)}`);

    const windows: [number, number][] = [
      [START, START + 5 * DAY - HOUR], // whole days only
      [START + 22 * HOUR, START + 3 * DAY + 21 * HOUR + 5 * 60_000], // local midnight (UTC+2) to now
      [START + 18.5 * HOUR, START + 4 * DAY + 7.25 * HOUR], // a half-hour zone
      [START + DAY + 3 * HOUR, START + DAY + 9 * HOUR], // inside one day
      [START + 23 * HOUR, START + DAY + 23 * HOUR], // one whole day and an hour before it
      [START - 3 * DAY, START + 10 * DAY], // wider than the data
    ];
    for (const [from, to] of windows) {
      const window = { from: new Date(from), to: new Date(to) };
      const figures = await employeeFigures(db, { businessId: business.id }, window);
      for (const [i, employee] of staff.entries()) {
        const hours = countedHours(from, to)
          .map((hour) => (hour - START) / HOUR)
          .filter((h) => h >= 0 && h < 5 * 24);
        const expected = {
          touches: hours.reduce((sum, h) => sum + (h % 7) + i, 0),
          clickouts: hours.reduce((sum, h) => sum + (h % 3), 0),
          selfConfirms: hours.reduce((sum, h) => sum + (h % 2), 0),
        };
        const row = figures.find((f) => f.employeeId === employee.id);
        expect(row, `${window.from.toISOString()}..${window.to.toISOString()}`).toMatchObject(
          expected,
        );
      }
      const one = await employeeFigures(
        db,
        { businessId: business.id, employeeId: staff[1]!.id },
        window,
      );
      expect(one.map((row) => row.touches)).toEqual([
        figures.find((f) => f.employeeId === staff[1]!.id)!.touches,
      ]);
      // One location's figures are read from the hours alone, and every hour is at this one.
      const atLocation = await employeeFigures(
        db,
        { businessId: business.id, locationIds: [location] },
        window,
      );
      expect(atLocation).toEqual(figures);
    }
  });
});
