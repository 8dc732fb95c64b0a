// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import sr from '../locales/sr.json';
import { LANGUAGE_ENDONYMS, browserLanguage } from './i18n';

describe('language names', () => {
  it('match each catalogue, so the switch reads the same before and after a catalogue loads', () => {
    expect(LANGUAGE_ENDONYMS).toEqual({ en: en.language.name, sr: sr.language.name });
  });
});

describe('browserLanguage', () => {
  it("picks the first of the browser's languages we speak, by its base tag", () => {
    expect(browserLanguage(['sr-Latn-RS', 'en-US'])).toBe('sr');
    expect(browserLanguage(['de-DE', 'sr'])).toBe('sr');
    expect(browserLanguage(['en-GB'])).toBe('en');
    expect(browserLanguage(['de-DE', 'fr'])).toBeNull();
  });
});
