// Why a request's sender is offered in the attribution dialog, with the days counted in each
// language's plural forms.
import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { i18nReady, setLanguage } from '../../../lib/i18n';
import { basisText } from './candidate-basis';

describe('a review request as the reason someone is offered', () => {
  it.each([
    ['en', 1, 'They asked “Jelena” for a review 1 day before'],
    ['en', 5, 'They asked “Jelena” for a review 5 days before'],
    ['sr', 1, 'Zamolili su klijenta „Jelena” za recenziju 1 dan ranije'],
    ['sr', 2, 'Zamolili su klijenta „Jelena” za recenziju 2 dana ranije'],
    ['sr', 21, 'Zamolili su klijenta „Jelena” za recenziju 21 dan ranije'],
    ['sr', 25, 'Zamolili su klijenta „Jelena” za recenziju 25 dana ranije'],
  ] as const)('%s, %i days', async (language, days, text) => {
    await i18nReady;
    await setLanguage(language, ['dashboard']);
    expect(basisText(i18n.t, { kind: 'requested', customerName: 'Jelena', daysBefore: days })).toBe(
      text,
    );
  });
});
