// Texts of the pages the mailed links open (English and Serbian, Latin script). Server-rendered
// and script-free, like the public pages, so a link works in any mail client's browser.
import type { Language } from '@common/constants';
import { cyrillicCopy } from '@common/cyrillic';
import { MESSAGES } from '@common/messages';

export interface AccountPageTexts {
  confirmTitle: string;
  confirmIntro: string;
  confirmButton: string;
  confirmedTitle: string;
  confirmedText: string;
  changedTitle: string;
  changedText: string;
  signIn: string;
  toProfile: string;
  brokenTitle: string;
  linkInvalid: string;
  linkExpired: string;
  emailTaken: string;
  newConfirmation: string;
  resetTitle: string;
  resetIntro: string;
  newPassword: string;
  passwordHint: string;
  passwordTooShort: string;
  saveButton: string;
  newResetLink: string;
}

const LATIN: Record<'en' | 'sr', AccountPageTexts> = {
  en: {
    confirmTitle: 'Confirm your email address',
    confirmIntro: 'Press the button to confirm that this address is yours.',
    confirmButton: 'Confirm my address',
    confirmedTitle: 'Your email address is confirmed',
    confirmedText: 'Thank you. You can now sign in to ReviewTrace.',
    changedTitle: 'Your new email address is confirmed',
    changedText: 'From now on, sign in with this address.',
    signIn: 'Sign in',
    toProfile: 'Back to your profile',
    brokenTitle: 'This link does not work',
    linkInvalid: MESSAGES.linkInvalid,
    linkExpired: MESSAGES.linkExpired,
    emailTaken: 'This address now belongs to another account, so it cannot be confirmed here.',
    newConfirmation: 'Sign in to get a new link',
    resetTitle: 'Choose a new password',
    resetIntro: 'Saving it signs you out on every other device.',
    newPassword: 'New password',
    passwordHint: 'At least 6 characters.',
    passwordTooShort: MESSAGES.passwordTooShort,
    saveButton: 'Save new password',
    newResetLink: 'Ask for a new link',
  },
  sr: {
    confirmTitle: 'Potvrdite adresu e-pošte',
    confirmIntro: 'Pritisnite dugme da potvrdite da je ova adresa vaša.',
    confirmButton: 'Potvrdi moju adresu',
    confirmedTitle: 'Adresa e-pošte je potvrđena',
    confirmedText: 'Hvala. Sada možete da se prijavite na ReviewTrace.',
    changedTitle: 'Nova adresa e-pošte je potvrđena',
    changedText: 'Od sada se prijavljujete ovom adresom.',
    signIn: 'Prijavi se',
    toProfile: 'Nazad na profil',
    brokenTitle: 'Ovaj link ne radi',
    linkInvalid: 'Link nije ispravan ili je već iskorišćen.',
    linkExpired: 'Link je istekao. Zatražite novi.',
    emailTaken: 'Ova adresa sada pripada drugom nalogu, pa ne može ovde da se potvrdi.',
    newConfirmation: 'Prijavite se da dobijete novi link',
    resetTitle: 'Izaberite novu lozinku',
    resetIntro: 'Kada je sačuvate, bićete odjavljeni na svim drugim uređajima.',
    newPassword: 'Nova lozinka',
    passwordHint: 'Najmanje 6 znakova.',
    passwordTooShort: 'Lozinka mora imati najmanje 6 znakova.',
    saveButton: 'Sačuvaj novu lozinku',
    newResetLink: 'Zatražite novi link',
  },
};

export const ACCOUNT_PAGE_TEXTS: Record<Language, AccountPageTexts> = {
  ...LATIN,
  'sr-Cyrl': { ...cyrillicCopy(LATIN.sr) },
};
