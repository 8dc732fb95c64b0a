// Whether a review's author can be the customer an employee named when asking for the review
// (docs/review-requests.md). Staff type what they heard at the counter: a first name, maybe an
// initial, in either script, with or without diacritics, sometimes the short form; Google shows
// the name the customer's account carries, often in full and now and then surname first.
import { foldKey, nameKeys } from './normalize';
import { declineFirstName } from './name-forms';
import { nicknamesOf } from './nicknames';

// A review is read against every request and visit of its weeks, a sync page against hundreds:
// the folded forms of a name are worked out once (bounded: cleared when full, never stale).
const CACHE_LIMIT = 50_000;
function memo<T>(compute: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}

/** The folded first names `given` may stand for: itself, its case forms, its short forms. */
const firstNameKeys = memo((given: string): Set<string> => {
  const keys = new Set([given]);
  const { cases } = declineFirstName(given);
  // "Marku" typed by someone who heard "to Marko": the nominative is what Google shows.
  for (const form of cases) keys.add(foldKey(form));
  for (const { nickname } of nicknamesOf(given)) keys.add(foldKey(nickname));
  return keys;
});
const keysOf = memo(nameKeys);

/**
 * How surely two names are one customer: 0 not at all; 1 a first name only on one side ("Jelena"
 * and any Jelena); 2 a surname given by its initial ("Marko P."); 3 first name and surname.
 */
export type CustomerMatch = 0 | 1 | 2 | 3;

function agrees(given: string[], author: string[]): CustomerMatch {
  const [first, ...rest] = given;
  const [authorFirst, ...authorRest] = author;
  if (first === undefined || authorFirst === undefined || first.length < 2) return 0;
  if (!firstNameKeys(first).has(authorFirst) && !firstNameKeys(authorFirst).has(first)) return 0;
  const surname = rest.at(-1);
  const authorSurname = authorRest.at(-1);
  if (surname === undefined || authorSurname === undefined) return 1;
  if (surname.length === 1 || authorSurname.length === 1)
    return surname.charAt(0) === authorSurname.charAt(0) ? 2 : 0;
  return surname === authorSurname ? 3 : 0;
}

/** How surely `author` (Google's display name) is the customer the sender called `given`. */
export function customerMatch(given: string, author: string): CustomerMatch {
  const a = keysOf(given);
  const b = keysOf(author);
  if (a.length === 0 || b.length === 0) return 0;
  // Surname first ("Petrović Marko") is read both ways; a single word has one reading.
  const reversed = b.length === 2 ? agrees(a, [...b].reverse()) : 0;
  return Math.max(agrees(a, b), reversed) as CustomerMatch;
}

/** Whether `author` can be the customer the sender called `given`. */
export const sameCustomer = (given: string, author: string): boolean =>
  customerMatch(given, author) > 0;
