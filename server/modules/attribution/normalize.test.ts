import { describe, expect, it } from 'vitest';
import { foldKey, tokenize, toLatin } from './normalize';

describe('toLatin', () => {
  it.each([
    ['maps the Serbian-only letters one to one', 'љ њ џ ђ ћ ч ж ш', 'lj nj dž đ ć č ž š'],
    ['capitalizes a digraph in a capitalized word', 'Љубљана', 'Ljubljana'],
    ['keeps a digraph all caps in an all-caps word', 'ЉУБЉАНА', 'LJUBLJANA'],
    ['transliterates mixed-script words letter by letter', 'Mилица', 'Milica'],
    ['maps legacy digraph code points', 'ǅepić ǈubica', 'Džepić Ljubica'],
    ['leaves Latin text alone', 'Hvala Marku!', 'Hvala Marku!'],
  ])('%s', (_, input, expected) => {
    expect(toLatin(input)).toBe(expected);
  });
});

describe('foldKey', () => {
  it.each([
    ['folds Đorđe in Latin', 'Đorđe', 'dorde'],
    ['folds Djordje typed with dj', 'Djordje', 'dorde'],
    ['folds Dordje typed with d', 'Dordje', 'dorde'],
    ['folds Ђорђе in Cyrillic', 'Ђорђе', 'dorde'],
    ['folds č and ch alike', 'Chedomir', 'cedomir'],
    ['folds š and sh alike', 'Milosh', 'milos'],
    ['folds dž to dz', 'Џони', 'dzoni'],
    ['folds a decomposed č (NFD input)', 'Mic\u030Cin', 'micin'],
  ])('%s', (_, input, expected) => {
    expect(foldKey(input)).toBe(expected);
  });
});

describe('tokenize', () => {
  it('splits on punctuation and keeps the original words and their capitalization', () => {
    const tokens = tokenize('Хвала, Милици! super');
    expect(tokens.map((t) => [t.text, t.latin, t.key, t.capitalized])).toEqual([
      ['Хвала', 'Hvala', 'hvala', true],
      ['Милици', 'Milici', 'milici', true],
      ['super', 'super', 'super', false],
    ]);
  });
});
