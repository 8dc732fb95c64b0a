// Whether a review's author can be the customer an employee named when asking for the review
// (docs/review-requests.md). Staff type what they heard at the counter: a first name, maybe an
// initial, in either script, with or without diacritics, sometimes the short form; Google shows
// the name the customer's account carries, often in full and now and then surname first.
import { foldKey, nameKeys } from './normalize';
import { declineFirstName } from './name-forms';
import { nicknamesOf } from './nicknames';

/** The folded first names `given` may stand for: itself, its case forms, its short forms. */
function firstNameKeys(given: string): Set<string> {
  const keys = new Set([given]);
  const { cases } = declineFirstName(given);
  // "Marku" typed by someone who heard "to Marko": the nominative is what Google shows.
  for (const form of cases) keys.add(foldKey(form));
  for (const { nickname } of nicknamesOf(given)) keys.add(foldKey(nickname));
  return keys;
}

/** A surname agrees when it is the same, or one side gives only its initial. */
function sameSurname(a: string, b: string): boolean {
  if (a.length === 1 || b.length === 1) return a.charAt(0) === b.charAt(0);
  return a === b;
}

function agrees(given: string[], author: string[]): boolean {
  const [first, ...rest] = given;
  const [authorFirst, ...authorRest] = author;
  if (first === undefined || authorFirst === undefined || first.length < 2) return false;
  if (!firstNameKeys(first).has(authorFirst) && !firstNameKeys(authorFirst).has(first))
    return false;
  // Only a first name on either side: the first name decides.
  const surname = rest.at(-1);
  const authorSurname = authorRest.at(-1);
  if (surname === undefined || authorSurname === undefined) return true;
  return sameSurname(surname, authorSurname);
}

/** Whether `author` (Google's display name) can be the customer the sender called `given`. */
export function sameCustomer(given: string, author: string): boolean {
  const a = nameKeys(given);
  const b = nameKeys(author);
  if (a.length === 0 || b.length === 0) return false;
  // Surname first ("Petrović Marko") is read both ways; a single word has one reading.
  return agrees(a, b) || (b.length === 2 && agrees(a, [...b].reverse()));
}
