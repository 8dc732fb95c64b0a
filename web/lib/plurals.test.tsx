// Counts take the language's plural forms (CLDR one, few, other): "1 prelazak, 2 prelaska,
// 5 prelazaka, 21 prelazak", in Latin and Cyrillic, and "1 clickout, 2 clickouts" in English.
import { describe, expect, it } from 'vitest';
import { i18n, i18nReady, setLanguage } from './i18n';

type CountKey =
  'overview.activity.touches' | 'overview.activity.clickouts' | 'overview.activity.reviews';
const say = (key: CountKey, count: number) => i18n.t(key, { count, formatted: String(count) });
const counts = [1, 2, 5, 11, 21, 22, 25];

describe('plural forms of counts', () => {
  it('follow Serbian one, few and other, in Latin and in Cyrillic', async () => {
    await i18nReady;
    await setLanguage('sr', ['dashboard']);
    expect(counts.map((n) => say('overview.activity.clickouts', n))).toEqual([
      '1 prelazak',
      '2 prelaska',
      '5 prelazaka',
      '11 prelazaka',
      '21 prelazak',
      '22 prelaska',
      '25 prelazaka',
    ]);
    expect(counts.map((n) => say('overview.activity.reviews', n))).toEqual([
      '1 recenzija',
      '2 recenzije',
      '5 recenzija',
      '11 recenzija',
      '21 recenzija',
      '22 recenzije',
      '25 recenzija',
    ]);
    // "of N reviews" after a preposition: genitive, "od 2 recenzije", "od 5 recenzija".
    expect(
      [1, 2, 5, 21].map((total) =>
        i18n.t('settings.google.sync.counts', { processed: 0, total, count: total }),
      ),
    ).toEqual([
      'Obrađeno 0 od 1 recenzije',
      'Obrađeno 0 od 2 recenzije',
      'Obrađeno 0 od 5 recenzija',
      'Obrađeno 0 od 21 recenzije',
    ]);
    await setLanguage('sr-Cyrl', ['dashboard']);
    expect(counts.map((n) => say('overview.activity.touches', n))).toEqual([
      '1 посета',
      '2 посете',
      '5 посета',
      '11 посета',
      '21 посета',
      '22 посете',
      '25 посета',
    ]);
  });

  it('follow English one and other', async () => {
    await i18nReady;
    await setLanguage('en', ['dashboard']);
    expect([1, 2, 21].map((n) => say('overview.activity.clickouts', n))).toEqual([
      '1 clickout',
      '2 clickouts',
      '21 clickouts',
    ]);
  });
});
