// Texts of the server-rendered public pages, English and Serbian (Latin script). They live here,
// not in the web app's catalogues, because these pages ship no JavaScript.
// Google's review policy (2026) forbids pressure and steering: nothing here may ask the customer
// to mention anyone, to rate, or promise anything in return (public-page.test.ts scans for it).
// Serbian sentences avoid gendered past tenses, since neither the employee's nor the business's
// grammatical gender is known.
import { LANGUAGES, type Language } from '@common/constants';
import { cyrillicCopy } from '@common/cyrillic';
import { MESSAGES } from '@common/messages';

export interface PublicTexts {
  htmlLang: string;
  thanks: (firstName: string) => string;
  /** An inactive employee's card: the business (named in the heading above) thanks the visitor. */
  businessThanks: string;
  invite: string;
  reviewButton: string;
  alreadyReviewed: string;
  confirmIntro: string;
  reviewerNameLabel: string;
  confirmButton: string;
  /** Heading of the business's own privacy note under the confirmation form. */
  privacyTitle: string;
  reviewerNameRequired: string;
  confirmedTitle: string;
  confirmedText: string;
  notSetUp: (businessName: string) => string;
  qrScan: string;
  notFoundTitle: string;
  notFoundText: string;
  unavailableTitle: string;
  unavailableText: string;
  tooManyTitle: string;
  tooManyText: string;
  /** The request caps (public-limits.ts): a flood, or a very busy shared connection. */
  slowDownTitle: string;
  slowDownText: string;
  errorTitle: string;
  errorText: string;
  languageNav: string;
}

const LATIN: Record<'en' | 'sr', PublicTexts> = {
  en: {
    htmlLang: 'en',
    thanks: (name) => `${name} thanks you for your visit.`,
    businessThanks: 'Thank you for your visit.',
    invite: 'Share your honest experience with others on Google. It takes about a minute.',
    reviewButton: 'Leave a Google review',
    alreadyReviewed: 'Already left your review?',
    // The step is optional, not the field: whoever sends the form gives the name.
    confirmIntro:
      'If you like, tell us the name Google shows with your review, so we can match it. You can also just close this page.',
    reviewerNameLabel: 'Your name on Google',
    confirmButton: 'Confirm',
    privacyTitle: 'Privacy',
    reviewerNameRequired: MESSAGES.reviewerNameRequired,
    confirmedTitle: 'Thank you!',
    confirmedText: 'We have noted your review.',
    notSetUp: (business) => `Google reviews for ${business} are not set up yet.`,
    qrScan: 'Scan to leave a Google review',
    notFoundTitle: 'Page not found',
    notFoundText: 'This review link does not exist or is no longer active.',
    unavailableTitle: 'Please try again',
    unavailableText: 'We could not open this page just now. Please try again in a moment.',
    tooManyTitle: 'Thank you!',
    tooManyText: 'We have already received your confirmations for today.',
    slowDownTitle: 'Please wait a moment',
    slowDownText:
      'This page was opened too many times in a short while. Please try again in a minute.',
    errorTitle: 'Something went wrong',
    errorText: 'This request could not be completed.',
    languageNav: 'Language',
  },
  sr: {
    htmlLang: 'sr-Latn',
    thanks: (name) => `${name} vam se zahvaljuje na poseti.`,
    businessThanks: 'Hvala vam na poseti.',
    invite: 'Podelite svoje iskreno iskustvo sa drugima na Google-u. Potrebno je oko minut.',
    reviewButton: 'Ostavite Google recenziju',
    alreadyReviewed: 'Već ste ostavili recenziju?',
    confirmIntro:
      'Ako želite, upišite ime koje Google prikazuje uz vašu recenziju, da bismo je povezali. Možete i samo da zatvorite ovu stranicu.',
    reviewerNameLabel: 'Vaše ime na Google-u',
    confirmButton: 'Potvrdi',
    privacyTitle: 'Privatnost',
    reviewerNameRequired: 'Upišite ime koje se prikazuje uz vašu Google recenziju.',
    confirmedTitle: 'Hvala vam!',
    confirmedText: 'Zabeležili smo vašu recenziju.',
    notSetUp: (business) => `Google recenzije za ${business} još nisu podešene.`,
    qrScan: 'Skenirajte da biste ostavili Google recenziju',
    notFoundTitle: 'Stranica nije pronađena',
    notFoundText: 'Ovaj link za recenziju ne postoji ili više nije aktivan.',
    unavailableTitle: 'Pokušajte ponovo',
    unavailableText:
      'Trenutno ne možemo da otvorimo ovu stranicu. Pokušajte ponovo za koji trenutak.',
    tooManyTitle: 'Hvala vam!',
    tooManyText: 'Danas smo već primili vaše potvrde.',
    slowDownTitle: 'Sačekajte trenutak',
    slowDownText:
      'Ova stranica je otvorena previše puta za kratko vreme. Pokušajte ponovo za minut.',
    errorTitle: 'Došlo je do greške',
    errorText: 'Ovaj zahtev nije mogao da se izvrši.',
    languageNav: 'Jezik',
  },
};

export const TEXTS: Record<Language, PublicTexts> = {
  ...LATIN,
  'sr-Cyrl': { ...cyrillicCopy(LATIN.sr), htmlLang: 'sr-Cyrl' },
};

/** Serbian, and the languages its speakers' phones are often set to (same Latin text reads fine). */
const SERBIAN_FAMILY = new Set(['sr', 'bs', 'hr', 'me', 'cnr', 'sh']);

/**
 * ?lang wins; else the first Accept-Language entry, by q, that we speak; else English.
 * "de, sr;q=0.8" gives Serbian: a German phone whose owner also reads Serbian.
 */
export function chooseLanguage(queryLang: Language | undefined, acceptLanguage?: string): Language {
  if (queryLang) return queryLang;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      const trimmed = tag.trim();
      return {
        tag: trimmed,
        primary: trimmed.split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag, primary } of ranges) {
    // Serbian is Latin unless the phone asks for Cyrillic ("sr-Cyrl", "sr-Cyrl-RS").
    if (primary === 'sr' && tag.startsWith('sr-cyrl')) return 'sr-Cyrl';
    if (SERBIAN_FAMILY.has(primary)) return 'sr';
    if ((LANGUAGES as readonly string[]).includes(primary)) return primary as Language;
  }
  return 'en';
}
