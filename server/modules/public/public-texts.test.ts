import { describe, expect, it } from 'vitest';
import { chooseLanguage, TEXTS } from './public-texts';

describe('chooseLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sr', 'sr'],
    ['sr-Latn-RS', 'sr'],
    ['SR-rs', 'sr'],
    ['bs', 'sr'],
    ['hr-HR,en;q=0.9', 'sr'],
    ['cnr', 'sr'],
    ['en;q=0.4, sr;q=0.6', 'sr'],
    ['sr;q=0, en', 'en'],
    ['fr-FR, de;q=0.9', 'en'],
    ['*', 'en'],
    ['sr-Cyrl', 'sr-Cyrl'],
    ['sr-Cyrl-RS,sr;q=0.9', 'sr-Cyrl'],
    ['en;q=0.5, sr-cyrl-rs', 'sr-Cyrl'],
    ['sr-Latn-RS, sr-Cyrl;q=0.5', 'sr'],
  ])('reads Accept-Language %j as %s', (header, expected) => {
    expect(chooseLanguage(undefined, header)).toBe(expected);
  });

  it('lets ?lang win', () => {
    expect(chooseLanguage('en', 'sr-RS')).toBe('en');
    expect(chooseLanguage('sr', 'en-GB')).toBe('sr');
  });
});

describe('TEXTS', () => {
  it('speaks Serbian Cyrillic made from the Latin texts, with the name as written', () => {
    expect(Object.keys(TEXTS['sr-Cyrl']).sort()).toEqual(Object.keys(TEXTS.sr).sort());
    expect(TEXTS['sr-Cyrl'].reviewButton).toBe('Оставите Google рецензију');
    expect(TEXTS['sr-Cyrl'].thanks('Milica')).toBe('Milica вам се захваљује на посети.');
    expect(TEXTS['sr-Cyrl'].thanks('Љиљана')).toBe('Љиљана вам се захваљује на посети.');
    expect(TEXTS['sr-Cyrl'].htmlLang).toBe('sr-Cyrl');
  });

  it('has every text in both languages, Serbian in Latin script', () => {
    expect(Object.keys(TEXTS.sr).sort()).toEqual(Object.keys(TEXTS.en).sort());
    const serbian = Object.values(TEXTS.sr)
      .map((value) => (typeof value === 'function' ? value('Ana') : value))
      .join(' ');
    expect(serbian).not.toMatch(/[\u0400-\u04FF]/);
    expect(TEXTS.sr.reviewButton).toBe('Ostavite Google recenziju');
  });
});
