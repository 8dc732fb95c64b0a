import { describe, expect, it } from 'vitest';
import { fileOrder, readDate, regionOrder, type DateContext } from './dates';

const belgrade: DateContext = { timeZone: 'Europe/Belgrade', order: 'dmy' };
const iso = (value: ReturnType<typeof readDate>) =>
  value instanceof Date ? value.toISOString() : value;

describe('dates in imported files', () => {
  it.each([
    ['2026-03-04T19:17:00Z', '2026-03-04T19:17:00.000Z'],
    ['2026-03-04T19:17:00.123456789+01:00', '2026-03-04T18:17:00.123Z'],
    ['2026-03-04 19:17:05', '2026-03-04T18:17:05.000Z'],
    ['2026-07-04 19:17', '2026-07-04T17:17:00.000Z'],
    ['04.03.2026 19:17', '2026-03-04T18:17:00.000Z'],
    ['4.3.2026.', '2026-03-03T23:00:00.000Z'],
    ['4. 3. 2026.', '2026-03-03T23:00:00.000Z'],
    ['04. 03. 2026. 19:17', '2026-03-04T18:17:00.000Z'],
    ['04/03/2026 19:17', '2026-03-04T18:17:00.000Z'],
    ['04-03-2026 19:17:30', '2026-03-04T18:17:30.000Z'],
    ['4/3/26 7:17 PM', '2026-03-04T18:17:00.000Z'],
    ['2026/03/04 19:17', '2026-03-04T18:17:00.000Z'],
    ['1772648220', '2026-03-04T18:17:00.000Z'],
    ['1772648220000', '2026-03-04T18:17:00.000Z'],
    ['46085.8034722222', '2026-03-04T18:17:00.000Z'],
  ])('reads %s', (raw, expected) => {
    expect(iso(readDate(raw, belgrade))).toBe(expected);
  });

  it('reads a time without a zone in the zone given, across a change of summer time', () => {
    const ny = { timeZone: 'America/New_York', order: 'mdy' as const };
    expect(iso(readDate('3/7/2026 12:00', ny))).toBe('2026-03-07T17:00:00.000Z');
    expect(iso(readDate('3/9/2026 12:00', ny))).toBe('2026-03-09T16:00:00.000Z');
    expect(iso(readDate('01/31/2026 12:00:00', ny, true))).toBe('2026-01-31T12:00:00.000Z');
  });

  it('refuses what is no date, and a slashed date nothing can order', () => {
    for (const raw of [
      'yesterday',
      '31.02.2026',
      '2026-13-01',
      '13/13/2026',
      '1/2/3',
      '2 months ago',
    ])
      expect(readDate(raw, belgrade)).toBe('badDate');
    expect(readDate('04/03/2026', { ...belgrade, order: null })).toBe('ambiguousDate');
    expect(iso(readDate('13/03/2026 10:00', { ...belgrade, order: null }))).toBe(
      '2026-03-13T09:00:00.000Z',
    );
    expect(readDate('', belgrade)).toBeNull();
  });

  it('orders a column by its own values first, then by the region', () => {
    expect(fileOrder(['04/03/2026', '13/03/2026'])).toBe('dmy');
    expect(fileOrder(['04/03/2026', '03/14/2026'])).toBe('mdy');
    expect(fileOrder(['13/03/2026', '03/14/2026'])).toBe('conflict');
    expect(fileOrder(['04/03/2026', '2026-03-04', '14.03.2026'])).toBeNull();
    expect(regionOrder('America/Chicago')).toBe('mdy');
    expect(regionOrder('Europe/Belgrade')).toBe('dmy');
    expect(regionOrder('America/Sao_Paulo')).toBe('dmy');
  });

  it("reads a date written with its month's name, as booking tools and reports write it", () => {
    for (const [raw, expected] of [
      ['26 Nov 2026 10:00', '2026-11-26T09:00:00.000Z'],
      ['Thu, 26 Nov 2026, 10:00 AM', '2026-11-26T09:00:00.000Z'],
      ['Nov 26, 2026 2:30 PM', '2026-11-26T13:30:00.000Z'],
      ['26. novembar 2026. u 10:00', '2026-11-26T09:00:00.000Z'],
      ['3 March 2026', '2026-03-02T23:00:00.000Z'],
    ] as const)
      expect(iso(readDate(raw, belgrade)), raw).toBe(expected);
    expect(readDate('26 Brumaire 2026', belgrade)).toBe('badDate');
    expect(readDate('Nov 26, 2026 13:00 PM', belgrade)).toBe('badDate');
  });
});
