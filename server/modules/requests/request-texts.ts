// The message an employee sends with a review request, in the language they choose
// (docs/review-requests.md). Google's and the FTC's rules on reviews hold for every wording: it
// asks for an honest word and nothing more: no rating asked for, nothing suggested to write or
// whom to name, nothing offered in return.
import type { Language } from '@common/constants';
import { cyrillicCopy } from '@common/cyrillic';

interface Values {
  customer: string | null;
  business: string;
  employee: string;
  url: string;
}
type Compose = (customer: string, business: string, employee: string, url: string) => string;

const LATIN: Record<'en' | 'sr', { named: Compose; unnamed: Compose }> = {
  en: {
    named: (customer, business, employee, url) =>
      `Hello ${customer}, thank you for visiting ${business}. If you have a minute, you can share your experience on Google here: ${url}\n${employee}`,
    unnamed: (_, business, employee, url) =>
      `Hello, thank you for visiting ${business}. If you have a minute, you can share your experience on Google here: ${url}\n${employee}`,
  },
  sr: {
    named: (customer, business, employee, url) =>
      `Zdravo, ${customer}! Hvala vam na poseti (${business}). Ako imate minut, svoje iskustvo možete podeliti na Google-u: ${url}\n${employee}`,
    unnamed: (_, business, employee, url) =>
      `Zdravo! Hvala vam na poseti (${business}). Ako imate minut, svoje iskustvo možete podeliti na Google-u: ${url}\n${employee}`,
  },
};

const TEXTS: Record<Language, { named: Compose; unnamed: Compose }> = {
  ...LATIN,
  'sr-Cyrl': cyrillicCopy(LATIN.sr),
};

/** The message to send: the employee signs with their first name, as they would by hand. */
export function requestMessage(lang: Language, values: Values): string {
  const texts = TEXTS[lang];
  const compose = values.customer ? texts.named : texts.unnamed;
  const firstName = values.employee.trim().split(/\s+/)[0] ?? values.employee;
  return compose(values.customer ?? '', values.business, firstName, values.url);
}
