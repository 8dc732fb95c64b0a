// Texts of the alert mails and the weekly digest (docs/notifications.md), English and Serbian
// (Latin; Cyrillic made from it). {placeholders} are filled by alert-mail.ts with values that are
// untrusted (a reviewer's name, a review's text) and escaped there.
import { PRODUCT_NAME, type Language } from '@common/constants';
import { cyrillicCopy } from '@common/cyrillic';

interface AlertText {
  subject: string;
  /** Paragraphs before the review's words. */
  intro: string[];
  button: string;
}

export type AlertKind = 'lowRating' | 'unmatched' | 'syncFailed' | 'googleDisconnected';

export interface AlertTexts {
  htmlLang: string;
  kinds: Record<AlertKind, AlertText>;
  credited: string;
  notCredited: string;
  /** A review whose author Google does not name. */
  anonymous: string;
  /** Why this mail came, and how to stop it: {business}, then the link on its own line. */
  footer: string;
  stop: string;
  preferences: string;
  digest: {
    subject: string;
    intro: string;
    /** {count} new reviews, {average} stars. */
    reviews: string;
    noReviews: string;
    /** One line per person: {name} {count}. */
    credits: string;
    attention: string;
    button: string;
    footer: string;
    stop: string;
  };
  signature: string;
}

const LATIN: Record<'en' | 'sr', AlertTexts> = {
  en: {
    htmlLang: 'en',
    kinds: {
      lowRating: {
        subject: '{rating}★ review from {author} – {business}',
        intro: ['{author} left a {rating}-star review for {business}:'],
        button: 'Open the review',
      },
      unmatched: {
        subject: 'A new review nobody is credited with – {business}',
        intro: [
          '{author} left a {rating}-star review for {business}. It names no one we could credit:',
        ],
        button: 'Choose who earned it',
      },
      syncFailed: {
        subject: 'Reviews could not be brought in from Google – {business}',
        intro: [
          'The last sync of {business} with Google failed. New reviews wait until it works again.',
        ],
        button: 'Open the Google settings',
      },
      googleDisconnected: {
        subject: 'Google access expired – {business}',
        intro: [
          `Google no longer lets ${PRODUCT_NAME} read the reviews of {business}. Connect it again to keep reviews coming in.`,
        ],
        button: 'Connect Google again',
      },
    },
    credited: 'Credited to {employee}.',
    notCredited: 'Nobody is credited with it yet.',
    anonymous: 'a customer',
    footer: `You get this email because you manage {business} on ${PRODUCT_NAME}.`,
    stop: 'Stop these emails:',
    preferences: 'Choose which emails you get under Your account → Notifications.',
    digest: {
      subject: 'Your week at {business}',
      intro: 'Last week at {business}:',
      reviews: '{count} new reviews, {average}★ on average.',
      noReviews: 'No new reviews.',
      credits: '{name}: {count}',
      attention: '{count} need attention (3★ or less, or nobody credited).',
      button: 'Open the dashboard',
      footer: `You get this summary every Monday because you manage {business} on ${PRODUCT_NAME}.`,
      stop: 'Stop the weekly summary:',
    },
    signature: `The ${PRODUCT_NAME} team`,
  },
  sr: {
    htmlLang: 'sr-Latn',
    kinds: {
      lowRating: {
        subject: 'Recenzija sa {rating}★, autor {author} – {business}',
        intro: ['Nova recenzija za {business}, ocena {rating}★, autor: {author}.'],
        button: 'Otvori recenziju',
      },
      unmatched: {
        subject: 'Nova recenzija koja nije pripisana nikome – {business}',
        intro: [
          'Nova recenzija za {business}, ocena {rating}★, autor: {author}. U njoj nema imena koje bismo mogli da pripišemo:',
        ],
        button: 'Izaberite ko ju je zaslužio',
      },
      syncFailed: {
        subject: 'Recenzije sa Google-a nisu preuzete – {business}',
        intro: [
          'Poslednje preuzimanje recenzija za {business} sa Google-a nije uspelo. Nove recenzije čekaju dok ponovo ne proradi.',
        ],
        button: 'Otvori podešavanja Google-a',
      },
      googleDisconnected: {
        subject: 'Pristup Google-u je istekao – {business}',
        intro: [
          `Google više ne dozvoljava ${PRODUCT_NAME}-u da čita recenzije za {business}. Ponovo povežite Google da bi recenzije i dalje stizale.`,
        ],
        button: 'Ponovo poveži Google',
      },
    },
    credited: 'Recenzija je pripisana: {employee}.',
    notCredited: 'Još nije pripisana nikome.',
    anonymous: 'klijent',
    footer: `Ovu poruku dobijate jer upravljate firmom {business} na ${PRODUCT_NAME}-u.`,
    stop: 'Odjava od ovih poruka:',
    preferences: 'Koje poruke dobijate birate u delu Vaš nalog → Obaveštenja.',
    digest: {
      subject: 'Vaša nedelja u firmi {business}',
      intro: 'Prošle nedelje u firmi {business}:',
      reviews: 'Novih recenzija: {count}, prosečna ocena {average}★.',
      noReviews: 'Nije bilo novih recenzija.',
      credits: '{name}: {count}',
      attention: 'Pažnju traži: {count} (ocena 3★ ili manje, ili nije pripisana nikome).',
      button: 'Otvori pregled',
      footer: `Ovaj pregled dobijate svakog ponedeljka jer upravljate firmom {business} na ${PRODUCT_NAME}-u.`,
      stop: 'Odjava od nedeljnog pregleda:',
    },
    signature: `Tim ${PRODUCT_NAME}`,
  },
};

export const ALERT_TEXTS: Record<Language, AlertTexts> = {
  ...LATIN,
  'sr-Cyrl': { ...cyrillicCopy(LATIN.sr), htmlLang: 'sr-Cyrl' },
};
