// Cells of files for spreadsheets: what would run as a formula is neutralised, in its ASCII and
// full-width forms, and no cell is longer than a spreadsheet holds.
import { describe, expect, it } from 'vitest';
import { CELL_MAX_LENGTH, fitCell, neutralise } from './csv';

describe('a cell of an export', () => {
  it('starts with an apostrophe when a spreadsheet would run it, full-width forms included', () => {
    for (const text of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutralise(text)).toBe(`'${text}`);
    }
    for (const text of ['＝HYPERLINK("x")', '＋1', '－1', '＠SUM(A1)']) {
      expect(neutralise(text)).toBe(`'${text}`);
    }
  });

  it('leaves ordinary text alone', () => {
    for (const text of ['Milica je super', 'a=b', '5 ★', 'Ćao, hvala!', '']) {
      expect(neutralise(text)).toBe(text);
    }
  });

  it('is cut to what a spreadsheet cell holds, with or without the apostrophe', () => {
    const long = 'a'.repeat(CELL_MAX_LENGTH + 10);
    expect(neutralise(long)).toHaveLength(CELL_MAX_LENGTH);
    expect(neutralise(long).endsWith('…')).toBe(true);
    expect(neutralise(`=${long}`)).toHaveLength(CELL_MAX_LENGTH);
    expect(neutralise(`=${long}`).startsWith("'=")).toBe(true);
    expect(fitCell('short')).toBe('short');
  });

  it('never cuts a character in two', () => {
    const emoji = `a${'😀'.repeat(CELL_MAX_LENGTH)}`;
    const cut = fitCell(emoji);
    expect(cut.length).toBeLessThanOrEqual(CELL_MAX_LENGTH);
    expect(cut.endsWith('😀…')).toBe(true);
  });
});
