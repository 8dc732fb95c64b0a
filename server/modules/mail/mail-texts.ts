// Texts of the mails we send, English and Serbian (Latin script), in the recipient's language.
// Each mail that carries an action holds exactly one link to it (docs/accounts.md).
import { PRODUCT_NAME, type Language } from '@common/constants';
import { cyrillicCopy } from '@common/cyrillic';

export { PRODUCT_NAME };

export type MailKind = 'confirmEmail' | 'changeEmail' | 'resetPassword';

interface MailText {
  subject: string;
  /** Paragraphs before the button. */
  intro: string[];
  button: string;
  /** Paragraphs after the button: validity and what to do if it was not you. */
  outro: string[];
}

export interface MailTexts {
  htmlLang: string;
  greeting: string;
  /** Plain-text line before the bare link. */
  linkLine: string;
  signature: string;
  kinds: Record<MailKind, MailText>;
}

const LATIN: Record<'en' | 'sr', MailTexts> = {
  en: {
    htmlLang: 'en',
    greeting: 'Hello,',
    linkLine: 'Open this link:',
    signature: `The ${PRODUCT_NAME} team`,
    kinds: {
      confirmEmail: {
        subject: `Confirm your email address for ${PRODUCT_NAME}`,
        intro: [
          `Thank you for creating a ${PRODUCT_NAME} account. Please confirm that this email address is yours before you sign in.`,
        ],
        button: 'Confirm email address',
        outro: [
          'The link works once and expires in 24 hours.',
          'If you did not create an account, you can ignore this email: without confirmation nobody can sign in with this address.',
        ],
      },
      changeEmail: {
        subject: `Confirm your new email address for ${PRODUCT_NAME}`,
        intro: [
          `You asked to use this address for your ${PRODUCT_NAME} account. Confirm it and it becomes the address you sign in with.`,
        ],
        button: 'Confirm new address',
        outro: [
          'The link works once and expires in 24 hours.',
          'If you did not ask for this, ignore this email: your account keeps its current address.',
        ],
      },
      resetPassword: {
        subject: `Reset your ${PRODUCT_NAME} password`,
        intro: [`Someone asked to reset the password of your ${PRODUCT_NAME} account.`],
        button: 'Choose a new password',
        outro: [
          'The link works once and expires in 1 hour. Choosing a new password signs you out on every other device.',
          'If you did not ask for this, ignore this email: your password stays as it is.',
        ],
      },
    },
  },
  sr: {
    htmlLang: 'sr-Latn',
    greeting: 'Zdravo,',
    linkLine: 'Otvorite ovaj link:',
    signature: `Tim ${PRODUCT_NAME}`,
    kinds: {
      confirmEmail: {
        subject: `Potvrdite adresu e-pošte za ${PRODUCT_NAME}`,
        intro: [
          `Hvala što ste otvorili nalog na ${PRODUCT_NAME}. Pre prve prijave potvrdite da je ova adresa vaša.`,
        ],
        button: 'Potvrdi adresu',
        outro: [
          'Link važi jednom i ističe za 24 sata.',
          'Ako niste vi otvorili nalog, slobodno zanemarite ovu poruku: bez potvrde niko ne može da se prijavi sa ovom adresom.',
        ],
      },
      changeEmail: {
        subject: `Potvrdite novu adresu e-pošte za ${PRODUCT_NAME}`,
        intro: [
          `Zatražena je promena adrese vašeg ${PRODUCT_NAME} naloga na ovu. Kada je potvrdite, prijavljivaćete se njome.`,
        ],
        button: 'Potvrdi novu adresu',
        outro: [
          'Link važi jednom i ističe za 24 sata.',
          'Ako niste vi tražili promenu, zanemarite ovu poruku: nalog zadržava dosadašnju adresu.',
        ],
      },
      resetPassword: {
        subject: `Nova lozinka za ${PRODUCT_NAME}`,
        intro: [`Zatražena je nova lozinka za vaš ${PRODUCT_NAME} nalog.`],
        button: 'Izaberi novu lozinku',
        outro: [
          'Link važi jednom i ističe za sat vremena. Sa novom lozinkom bićete odjavljeni na svim drugim uređajima.',
          'Ako niste vi tražili novu lozinku, zanemarite ovu poruku: lozinka ostaje ista.',
        ],
      },
    },
  },
};

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  ...LATIN,
  'sr-Cyrl': { ...cyrillicCopy(LATIN.sr), htmlLang: 'sr-Cyrl' },
};
