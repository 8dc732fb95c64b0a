// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import sr from '../locales/sr.json';
import { cyrillicCatalogue } from '../../scripts/vite-cyrillic';
import { LANGUAGE_ENDONYMS } from './i18n';

describe('language names', () => {
  it('match each catalogue, so the switch reads the same before and after a catalogue loads', () => {
    expect(LANGUAGE_ENDONYMS).toEqual({
      en: en.language.name,
      sr: sr.language.name,
      'sr-Cyrl': cyrillicCatalogue(sr).language.name,
    });
  });
});
