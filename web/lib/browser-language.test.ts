// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserLanguage } from './browser-language';

describe('browserLanguage', () => {
  it("picks the first of the browser's languages we speak, by its base tag", () => {
    expect(browserLanguage(['sr-Latn-RS', 'en-US'])).toBe('sr');
    expect(browserLanguage(['de-DE', 'sr'])).toBe('sr');
    expect(browserLanguage(['en-GB'])).toBe('en');
    expect(browserLanguage(['de-DE', 'fr'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });

  it('reads Serbian in Cyrillic only when the browser names the script', () => {
    expect(browserLanguage(['sr-Cyrl-RS', 'en'])).toBe('sr-Cyrl');
    expect(browserLanguage(['SR-CYRL'])).toBe('sr-Cyrl');
    expect(browserLanguage(['sr-RS'])).toBe('sr');
  });
});
