import { describe, expect, it } from 'vitest';
import { replyOriginal, splitTranslationEnvelope } from './translation-envelope';

describe("Google's translation envelope", () => {
  it('splits the newest shape, original first, as Business Profile sends it today', () => {
    const comment =
      'Marko je najbolji frizer u gradu, uvek tačan.\n\n(Translated by Google)\nMarko is the best hairdresser in town, always on time.';
    expect(splitTranslationEnvelope(comment)).toEqual({
      originalText: 'Marko je najbolji frizer u gradu, uvek tačan.',
      text: 'Marko is the best hairdresser in town, always on time.',
    });
  });

  it('splits the older shape, translation first with an "(Original)" label', () => {
    const comment =
      '(Translated by Google) Great service, thanks Jelena!\n\n(Original)\nOdlična usluga, hvala Jeleni!';
    expect(splitTranslationEnvelope(comment)).toEqual({
      text: 'Great service, thanks Jelena!',
      originalText: 'Odlična usluga, hvala Jeleni!',
    });
  });

  it.each([
    ['Serbian', '(Preveo Google)', '(Original)'],
    ['Serbian Cyrillic', '(Превео Google)', '(Оригинал)'],
    ['German', '(Übersetzt von Google)', '(Original)'],
    ['Croatian', '(Preveo Google)', '(Izvornik)'],
    ['Italian', '(Tradotto da Google)', '(Originale)'],
    ['Polish', '(Przetłumaczone przez Google)', '(Wersja oryginalna)'],
    ['Spanish', '(Traducido por Google)', '(Texto original)'],
    ['Japanese', '(Google による翻訳)', '(原文)'],
  ])('reads the markers of an account in %s, in both shapes', (_language, marker, label) => {
    const original = 'Thank you Ana, the colour is perfect.';
    const translation = 'Hvala Ani, boja je savršena.';
    expect(splitTranslationEnvelope(`${original}\n\n${marker}\n${translation}`)).toEqual({
      text: translation,
      originalText: original,
    });
    expect(splitTranslationEnvelope(`${marker} ${translation}\n\n${label}\n${original}`)).toEqual({
      text: translation,
      originalText: original,
    });
  });

  it('keeps paragraphs of a long review on both sides and accepts Windows line ends', () => {
    const comment =
      'Prvi put ovde.\r\n\r\nPetar me ošišao odlično.\r\n\r\n(Translated by Google)\r\nFirst time here.\r\n\r\nPetar gave me a great cut.';
    expect(splitTranslationEnvelope(comment)).toEqual({
      originalText: 'Prvi put ovde.\n\nPetar me ošišao odlično.',
      text: 'First time here.\n\nPetar gave me a great cut.',
    });
  });

  it('leaves a review without a Google marker exactly as written, brackets and all', () => {
    for (const comment of [
      'Great haircut (original style!) by Marko.',
      'Loved it.\n\n(Original)\nNothing else to say.',
      'Google sent me here (Google Maps) and I am glad.',
      'Best salon (5/5)',
    ])
      expect(splitTranslationEnvelope(comment)).toEqual({ text: comment, originalText: null });
  });

  it('keeps a translation-only comment as text, and empty comments as nothing', () => {
    expect(splitTranslationEnvelope('(Translated by Google) Very nice')).toEqual({
      text: 'Very nice',
      originalText: null,
    });
    expect(splitTranslationEnvelope('   ')).toEqual({ text: null, originalText: null });
    expect(splitTranslationEnvelope(undefined)).toEqual({ text: null, originalText: null });
  });

  it("keeps only the owner's own words of a reply Google read back with a translation", () => {
    expect(replyOriginal('Hvala vam puno!\n\n(Translated by Google)\nThank you very much!')).toBe(
      'Hvala vam puno!',
    );
    expect(replyOriginal('(Translated by Google) Thanks!\n\n(Original)\nHvala!')).toBe('Hvala!');
    expect(replyOriginal('Thanks for coming (again)!')).toBe('Thanks for coming (again)!');
  });
});
