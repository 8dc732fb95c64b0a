// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareCatalogues } from '../../../locales/compare-catalogues';
import en from '../locales/en.json';
import sr from '../locales/sr.json';
import { debugText } from './debug-text';

describe('debug tool messages', () => {
  it('has every message in both languages with the same placeholders', () => {
    const problems = compareCatalogues(
      { language: 'en', messages: en },
      { language: 'sr', messages: sr },
    );
    expect(problems).toEqual([]);
  });

  it('fills placeholders and falls back to English', () => {
    expect(debugText('sr', 'logs.count', { shown: 2, total: 5 })).toBe('2 od 5 unosa');
    expect(debugText('de', 'toast.logsCleared')).toBe('Logs Cleared');
  });

  it('writes Serbian in Latin script', () => {
    expect(JSON.stringify(sr)).not.toMatch(/[\u0400-\u04FF]/);
  });
});
