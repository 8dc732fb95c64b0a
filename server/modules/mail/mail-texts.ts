// Texts of the mails we send, English and Serbian (Latin script), in the recipient's language.
// Each mail that carries an action holds exactly one link to it (docs/accounts.md). {placeholders}
// are filled by templates.ts with values escaped for HTML (a business's name is untrusted).
import { PRODUCT_NAME, type Language } from '@common/constants';
import { cyrillicCopy } from '@common/cyrillic';

export { PRODUCT_NAME };

export type MailKind = 'confirmEmail' | 'changeEmail' | 'resetPassword' | 'invite';

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
  /** How an invitation names the role it gives. */
  roles: Record<'admin' | 'manager', string>;
  kinds: Record<MailKind, MailText>;
}

const LATIN: Record<'en' | 'sr', MailTexts> = {
  en: {
    htmlLang: 'en',
    greeting: 'Hello,',
    linkLine: 'Open this link:',
    signature: `The ${PRODUCT_NAME} team`,
    roles: { admin: 'an administrator', manager: 'a manager' },
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
      invite: {
        subject: `Invitation to join {business} on ${PRODUCT_NAME}`,
        intro: [
          `{inviter} invited you to join {business} on ${PRODUCT_NAME} as {role}.`,
          'Open the invitation to choose your password and sign in.',
        ],
        button: 'Accept the invitation',
        outro: [
          'The invitation works once and expires in 7 days.',
          'If you did not expect it, ignore this email: nobody can use the invitation without this link.',
        ],
      },
    },
  },
  sr: {
    htmlLang: 'sr-Latn',
    greeting: 'Zdravo,',
    linkLine: 'Otvorite ovaj link:',
    signature: `Tim ${PRODUCT_NAME}`,
    roles: { admin: 'administrator', manager: 'menadžer' },
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
      invite: {
        subject: `Poziv u {business} na ${PRODUCT_NAME}-u`,
        intro: [
          `{inviter} vas poziva da se pridružite firmi {business} na ${PRODUCT_NAME}-u, uloga: {role}.`,
          'Otvorite pozivnicu, izaberite lozinku i prijavite se.',
        ],
        button: 'Prihvati poziv',
        outro: [
          'Pozivnica važi jednom i ističe za 7 dana.',
          'Ako je niste očekivali, zanemarite ovu poruku: bez ovog linka niko ne može da iskoristi pozivnicu.',
        ],
      },
    },
  },
};

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  ...LATIN,
  'sr-Cyrl': { ...cyrillicCopy(LATIN.sr), htmlLang: 'sr-Cyrl' },
};
