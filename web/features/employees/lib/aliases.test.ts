// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAliases, parseAliases } from './aliases';

describe('nicknames typed as one line', () => {
  it('splits on commas and trims each nickname', () => {
    expect(parseAliases(' Mica ,Milica P. ')).toEqual(['Mica', 'Milica P.']);
  });

  it('also accepts semicolons and line breaks', () => {
    expect(parseAliases('Mica; Mici\nMilica P.')).toEqual(['Mica', 'Mici', 'Milica P.']);
  });

  it('drops empty entries, so stray commas do not create blank nicknames', () => {
    expect(parseAliases(',, Mica,, ,')).toEqual(['Mica']);
    expect(parseAliases('')).toEqual([]);
    expect(parseAliases('   ')).toEqual([]);
  });

  it('collapses inner spaces and removes repeats ignoring case, keeping the first spelling', () => {
    expect(parseAliases('Milica   P., milica p., MICA, Mica')).toEqual(['Milica P.', 'MICA']);
  });

  it('keeps Serbian letters as typed', () => {
    expect(parseAliases('Đorđe, Ćira, đorđe')).toEqual(['Đorđe', 'Ćira']);
  });

  it('writes a list back as a line that reads back to the same list', () => {
    const aliases = ['Mica', 'Milica P.'];
    expect(formatAliases(aliases)).toBe('Mica, Milica P.');
    expect(parseAliases(formatAliases(aliases))).toEqual(aliases);
    expect(formatAliases([])).toBe('');
  });
});
