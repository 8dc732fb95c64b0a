// The words of an attribution decision's evidence, shared by the engine (server/modules/
// attribution), the reviews screen and the exports. A cue is a stable code plus the word of the
// review that fired it; the web app and the CSV translate the code, never an English sentence.
import { z } from 'zod';

/** What made the engine credit one reading of a name. */
const DECIDING_CUES = [
  /** First name and surname together ("Jelena Simić"). */
  'full_name',
  /** First name and the surname's initial ("Jelena S."). */
  'surname_initial',
  /** A grammatical case of the first name ("Milici", "Markom"). */
  'case_form',
  /** A diminutive from the built-in table ("Saša" for Aleksandar). */
  'nickname',
  /** A name the manager added to the employee. */
  'alias',
  /** A foreign name in Serbian spelling ("Džejms" for James). */
  'transcribed',
  /** A feminine past participle or adjective agrees with the name ("uslužila"). */
  'feminine_agreement',
  /** A masculine one agrees ("uslužio"). */
  'masculine_agreement',
  /** A preposition or verb governs the declined reading ("kod Milana"). */
  'governed_case',
  /** The name is the subject or object of a service verb ("šišala", "did my nails"). */
  'service_role',
  /** The name is thanked, praised or recommended ("hvala", "preporučujem"). */
  'thanked',
  /** The customer speaks to the person ("Vera, hvala!"). */
  'addressed',
  /** The person affirmed after a negation or contrast ("nije … već Ivana"). */
  'affirmed',
] as const;

/** Why a mention was not credited, or why a candidate lost. */
const REJECTING_CUES = [
  /** Negated ("nije me šišala Jelena", "not Peter this time"). */
  'negated',
  /** Said to be away ("Stefan je bio bolestan"). */
  'absent',
  /** A plan or a wish, not a visit ("sledeći put ću tražiti Vuka", "volela bih da Nevena radi"). */
  'planned',
  /** Part of the business's own name, or of a location's name or address ("Kod Bore"). */
  'business_name',
  /** A nickname said with nothing about service, thanks or address (a singer, a player). */
  'no_role',
  /** Another person of the customer's: kin, friend ("sa sestrom Jelenom", "my husband Mark"). */
  'relative',
  /** A saint, ruler, street, square or institution ("Svetog Jovana", "Ulici cara Dušana"). */
  'title_or_place',
  /** Followed by a surname that is not the employee's ("Vuk Karadžić"). */
  'other_surname',
  /** The name of a thing: a dish, a product ("pica Kapričoza"). */
  'thing_name',
  /** A name the business listed as not staff (owner, former staff, namesake). */
  'not_staff',
  /** The reviewer's own name. */
  'reviewer_name',
  /** A common word here ("nada", "drago mi je"), not a name. */
  'common_word',
  /** The preposition before it needs another case ("od Milana" is Milan's, not Milana's). */
  'case_mismatch',
  /** The grammatical gender of the clause disagrees ("Jovana je bila brza" is not Jovan). */
  'gender_mismatch',
  /** The diminutive belongs to more than one employee. */
  'shared_nickname',
  /** Only a surname that other people share. */
  'surname_only',
  /** Another reading of the same words is as likely. */
  'tie',
  /** A clickout after the review was published, or from a visitor who also clicked elsewhere. */
  'window_excluded',
  /** A self confirmation whose visitor never opened this employee's page. */
  'unverified_claim',
] as const;

export const EVIDENCE_CUES = [...DECIDING_CUES, ...REJECTING_CUES] as const;
export type EvidenceCueCode = (typeof EVIDENCE_CUES)[number];

export const evidenceCueSchema = z.object({
  code: z.enum(EVIDENCE_CUES),
  /** The word of the review (as written) that fired the cue, when there is one. */
  word: z.string().optional(),
  /** For not_staff: the listed role (owner, former, namesake, other). */
  role: z.string().optional(),
});
export type EvidenceCue = z.infer<typeof evidenceCueSchema>;

/** Why an employee is a candidate for a review, for the manager to read in words. */
export const candidateBasisSchema = z.discriminatedUnion('kind', [
  /** The review names them: the word as the customer wrote it. */
  z.object({ kind: z.literal('named'), word: z.string() }),
  /** A customer went on to Google from their card this long before the review. */
  z.object({ kind: z.literal('clickout'), minutesBefore: z.number() }),
  /** The reviewer said, on their card's page, that it was them (verified by the visit). */
  z.object({ kind: z.literal('confirmed'), reviewerName: z.string() }),
  /** The reviewer said so without having opened their card: a claim only. */
  z.object({ kind: z.literal('claimed'), reviewerName: z.string() }),
  /** They asked a customer of this name for a review this many days before it. */
  z.object({ kind: z.literal('requested'), customerName: z.string(), daysBefore: z.number() }),
  /** The booking system says they served a customer of this name this many days before. */
  z.object({ kind: z.literal('visited'), customerName: z.string(), daysBefore: z.number() }),
]);
export type CandidateBasis = z.infer<typeof candidateBasisSchema>;

/** Who a not-staff name is: the owner, a former employee, the business's namesake, anyone else. */
export const OTHER_NAME_ROLES = ['owner', 'former', 'namesake', 'other'] as const;
export type OtherNameRole = (typeof OTHER_NAME_ROLES)[number];
export const OTHER_NAME_MAX_LENGTH = 100;
export const OTHER_NAMES_MAX = 50;

export const otherNameSchema = z.object({
  name: z.string().trim().min(1).max(OTHER_NAME_MAX_LENGTH),
  role: z.enum(OTHER_NAME_ROLES),
});
// Validation messages for the list live with the settings schema (common/schemas/business.ts).
export type OtherName = z.infer<typeof otherNameSchema>;
