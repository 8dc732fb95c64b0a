// The words of the exports for people (`?lang=`): headers, values, evidence and activity as
// sentences, per language (docs/exports.md). Cyrillic is made from the Latin Serbian. Names of
// people are values, shown as written.
import { cyrillicCopy } from '@common/cyrillic';
import type { Language } from '@common/constants';
import type { MatchType } from '../../db/schema';

type ExportKindName = 'employees' | 'reviews' | 'activity';

type EvidenceWording =
  | 'mentions'
  | 'nameMatch'
  | 'minutes'
  | 'soon'
  | 'confirmedAs'
  | 'requestedFrom'
  | 'requested'
  | 'visitOf'
  | 'visit'
  | 'confirmed'
  | 'manual'
  | 'unassigned'
  | 'between';

export interface ExportTexts {
  headers: Record<ExportKindName, readonly string[]>;
  sheetNames: Record<ExportKindName, string>;
  yes: string;
  no: string;
  matchTypes: Record<MatchType, string>;
  /** Event kinds as words (the Type column). */
  kinds: Record<string, string>;
  /** Sentence templates: {name}, {author}, {rating}, {count}, {credited} … are filled in. */
  sentences: Record<string, string>;
  evidence: Record<EvidenceWording, string>;
  someone: string;
  anonymous: string;
  /** The reviews' last column, for a business with several locations. */
  location: string;
}

const LATIN: Record<'en' | 'sr', ExportTexts> = {
  en: {
    headers: {
      employees: [
        'Employee',
        'Active',
        'Touches',
        'Clickouts',
        'Self-confirmations',
        'Reviews credited',
        'Average rating',
        'Touch to clickout (%)',
        'Clickout to review (%)',
        'Touch to review (%)',
        'Reviews through the funnel',
        'Credited from review text',
        'Credited by hand',
      ],
      reviews: [
        'Published',
        'Author',
        'Anonymous',
        'Rating',
        'Text',
        'Employee',
        'How it was credited',
        'Confidence (%)',
        'Why',
        'Credited by',
        'Credited at',
        'Reply',
      ],
      activity: ['Time', 'What happened', 'Employee', 'Details'],
    },
    sheetNames: { employees: 'Employees', reviews: 'Reviews', activity: 'Activity' },
    yes: 'yes',
    no: 'no',
    matchTypes: {
      name_match: 'Name match',
      self_confirmed: 'Self confirmed',
      requested: 'Review request',
      visit: 'Booking',
      time_window: 'Time window',
      manual: 'Manual',
      unmatched: 'Unmatched',
    },
    // Lower case, as in a sentence: "touch", "review".
    kinds: {
      touch: 'touch',
      clickout: 'clickout',
      self_confirm: 'self-confirmation',
      review: 'review',
      attribution: 'credit',
      employee_added: 'team',
      employee_updated: 'team',
      import_summary: 'import',
      sync_failed: 'Google',
      google_disconnected: 'Google',
      employee_locked: 'sign-in',
      rematch_started: 're-matching',
      rematch_finished: 're-matching',
    },
    sentences: {
      touch: 'A customer opened the review page of {name}',
      clickout: 'A customer went on to Google from the page of {name}',
      self_confirm: 'A customer said they left a review for {name}',
      reviewCredited: '{rating}★ review by {author}, credited to {name}',
      reviewUnmatched: '{rating}★ review by {author}, not credited to anyone',
      attribution: 'A review was credited to {name}',
      attributionManual: 'A review was credited to {name} by hand',
      attributionRemoved: "A review's credit was removed",
      employee_added: '{name} joined the team',
      employee_updated: "{name}'s details were updated",
      deactivated: '{name} was deactivated',
      reactivated: '{name} was activated again',
      removed: '{name} was removed',
      import_summary: 'Imported {count} reviews from Google, {credited} credited',
      sync_failed: 'The sync with Google failed',
      google_disconnected: 'Google access expired',
      employee_locked: '{name} could not sign in: too many wrong passwords',
      rematch_started: 'Re-matching {count} reviews',
      rematch_finished:
        'Re-matching done: {credited} credited, {changed} changed, {unmatched} unmatched',
    },
    evidence: {
      mentions: 'The text mentions “{form}”',
      nameMatch: 'The text names them',
      minutes: 'A customer went on to Google from their page {minutes} min before the review',
      soon: 'A customer went on to Google from their page shortly before the review',
      confirmedAs: 'The customer confirmed the review as “{reviewer}”',
      confirmed: 'The customer confirmed the review',
      requestedFrom: 'Asked “{reviewer}” for a review',
      requested: 'Asked the customer for a review',
      visitOf: 'Served “{reviewer}” (booking system)',
      visit: 'Served the customer (booking system)',
      manual: 'Credited by hand',
      unassigned: 'Credit removed by hand',
      between: 'Not sure between {names}',
    },
    someone: 'Someone',
    anonymous: 'a customer',
    location: 'Location',
  },
  sr: {
    headers: {
      employees: [
        'Zaposleni',
        'Aktivan',
        'Posete',
        'Prelasci na Google',
        'Potvrde klijenata',
        'Pripisane recenzije',
        'Prosečna ocena',
        'Od posete do prelaska (%)',
        'Od prelaska do recenzije (%)',
        'Od posete do recenzije (%)',
        'Recenzije preko kartice',
        'Pripisano po tekstu recenzije',
        'Pripisano ručno',
      ],
      reviews: [
        'Objavljena',
        'Autor',
        'Anonimna',
        'Ocena',
        'Tekst',
        'Zaposleni',
        'Kako je pripisana',
        'Pouzdanost (%)',
        'Zašto',
        'Pripisao',
        'Pripisano',
        'Odgovor',
      ],
      activity: ['Vreme', 'Šta se desilo', 'Zaposleni', 'Detalji'],
    },
    sheetNames: { employees: 'Zaposleni', reviews: 'Recenzije', activity: 'Aktivnost' },
    yes: 'da',
    no: 'ne',
    matchTypes: {
      name_match: 'Po imenu',
      self_confirmed: 'Potvrdio klijent',
      requested: 'Zahtev za recenziju',
      visit: 'Zakazivanje',
      time_window: 'Po vremenu posete',
      manual: 'Ručno',
      unmatched: 'Nepovezana',
    },
    kinds: {
      touch: 'Poseta',
      clickout: 'Prelazak na Google',
      self_confirm: 'Potvrda klijenta',
      review: 'Recenzija',
      attribution: 'Pripisivanje',
      employee_added: 'Tim',
      employee_updated: 'Tim',
      import_summary: 'Uvoz',
      sync_failed: 'Google',
      google_disconnected: 'Google',
      employee_locked: 'Prijava',
      rematch_started: 'Ponovno uparivanje',
      rematch_finished: 'Ponovno uparivanje',
    },
    sentences: {
      touch: 'Klijent je otvorio stranicu za recenziju ({name})',
      clickout: 'Klijent je prešao na Google sa stranice ({name})',
      self_confirm: 'Klijent kaže da je ostavio recenziju ({name})',
      reviewCredited: 'Recenzija {rating}★ ({author}), pripisana: {name}',
      reviewUnmatched: 'Recenzija {rating}★ ({author}), nije nikome pripisana',
      attribution: 'Recenzija je pripisana: {name}',
      attributionManual: 'Recenzija je ručno pripisana: {name}',
      attributionRemoved: 'Pripisivanje recenzije je uklonjeno',
      employee_added: 'Novi član tima: {name}',
      employee_updated: 'Izmenjeni podaci: {name}',
      deactivated: 'Deaktiviran nalog: {name}',
      reactivated: 'Ponovo aktiviran nalog: {name}',
      removed: 'Uklonjen iz tima: {name}',
      import_summary: 'Sa Google-a uvezeno recenzija: {count}, pripisano: {credited}',
      sync_failed: 'Sinhronizacija sa Google-om nije uspela',
      google_disconnected: 'Pristup Google-u je istekao',
      employee_locked: 'Previše pogrešnih lozinki, prijava zaključana: {name}',
      rematch_started: 'Ponovno uparivanje recenzija: {count}',
      rematch_finished:
        'Uparivanje završeno: pripisano {credited}, promenjeno {changed}, bez zaposlenog {unmatched}',
    },
    evidence: {
      mentions: 'Tekst pominje „{form}”',
      nameMatch: 'Tekst navodi ime',
      minutes: 'Klijent je prešao na Google sa stranice {minutes} min pre recenzije',
      soon: 'Klijent je prešao na Google sa stranice neposredno pre recenzije',
      confirmedAs: 'Klijent je potvrdio recenziju kao „{reviewer}”',
      confirmed: 'Klijent je potvrdio recenziju',
      requestedFrom: 'Zahtev za recenziju poslat klijentu „{reviewer}”',
      requested: 'Zahtev za recenziju poslat klijentu',
      visitOf: 'Uslužio klijenta „{reviewer}” (sistem za zakazivanje)',
      visit: 'Uslužio klijenta (sistem za zakazivanje)',
      manual: 'Pripisano ručno',
      unassigned: 'Pripisivanje ručno uklonjeno',
      between: 'Nije sigurno: {names}',
    },
    someone: 'Neko',
    anonymous: 'klijent',
    location: 'Lokacija',
  },
};

export const EXPORT_TEXTS: Record<Language, ExportTexts> = {
  ...LATIN,
  'sr-Cyrl': cyrillicCopy(LATIN.sr),
};

/** A template with its values filled in; values are shown as written (names stay in their script). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
