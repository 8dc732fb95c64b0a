// A small gazetteer of Serbian places (docs/attribution.md "Reading reviews of any business"):
// rivers, mountains, towns and city districts, several of which are also people's names (Sava,
// Tisa, Drina, Tara, Bor, Morava). After a preposition of place ("na Savi", "u Tari", "iz Bora",
// "preko Drine") such a word is the place. Folded keys with their case endings.
import { inflect, set, words } from './word-class';

/** Places declined like "žena": Sava, Savi, Savu, Savom. */
const A_PLACES =
  'sav tis drin morav kolubar tar jagodin aval fruška šumadij vojvodin mačv srem kosjerić ' +
  'zvezdar čukaric palilul karaburm ciganlij jablanic subotic';
/** Places declined like "grad": Dunav, Dunava, Dunavu, Dunavom. */
const M_PLACES =
  'dunav ibar lim timok tamiš begej beograd niš kragujevac zemun vračar voždovac zlatibor ' +
  'kopaonik bor pirot šabac sombor zaječar vršac smederevo čačak kraljevo užice valjevo ' +
  'leskovac pančevo zrenjanin pazar obrenovac lazarevac mladenovac dorćol ' +
  'senjak dedinje liman petrovaradin telep detelinara banjic mirijevo žarkovo konjarnik';

export const PLACE_NAMES = set(
  inflect(words(A_PLACES), ['a', 'e', 'i', 'u', 'om']),
  inflect(words(M_PLACES), ['', 'a', 'u', 'om', 'e']),
);

/** Prepositions of place: what follows them here is a place, not someone ("kod" is a visit). */
export const PLACE_PREPOSITIONS = set(
  words('na u iz preko pored blizu niz uz duž ka prema ispod iznad oko okolini'),
);
