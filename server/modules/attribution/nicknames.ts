// Built-in nickname table (docs/attribution.md "Forms of a name"): diminutives a Serbian or English
// speaker recognises for the name without knowing the person. English rows are uncontroversial
// pairs (a curated subset of carltonnorthern/nicknames, Apache-2.0). A diminutive that belongs to
// two people on a roster is credited to neither; anything personal is the manager's job:
// per-employee aliases.
import { foldKey } from './normalize';

// prettier-ignore
const SERBIAN: Record<string, string[]> = {
  Aleksandar: ['Saša', 'Aca', 'Aco', 'Sale'],
  Nikola: ['Džoni', 'Nidža'],
  Tatjana: ['Tanja'],
  Katarina: ['Kaća', 'Kata', 'Katica', 'Kaja'],
  Dušan: ['Dule'],
  Đorđe: ['Đoka', 'Đole'],
  Lazar: ['Laza', 'Lazo', 'Lake'],
  Milosav: ['Miša'],
  Branislav: ['Bane', 'Brane'],
  Ljubomir: ['Ljuba'],
  Ljubiša: ['Ljuba'],
  Radovan: ['Raša'],
  Predrag: ['Peđa'],
  Siniša: ['Siki'],
  Vladimir: ['Vlada'],
  Bogdan: ['Boki'],
  Dejan: ['Deki'],
  Zoran: ['Zoki'],
  Nenad: ['Neša'],
  Svetislav: ['Sveta'],
  Petar: ['Pera'],
  Mihajlo: ['Miča', 'Mića', 'Miša', 'Mika', 'Miki'],
  Mihailo: ['Miča', 'Mića', 'Miša', 'Mika', 'Miki'],
  Svetlana: ['Ceca'],
  Jelena: ['Jeca', 'Jelka'],
  Jovan: ['Joca', 'Jova', 'Jole'],
  Jovana: ['Joca'],
  Milan: ['Mile', 'Mića'],
  Milorad: ['Mile', 'Mića'],
  Ivana: ['Ivka'],
  Ivan: ['Ivica'],
  Aleksandra: ['Saša', 'Sanja', 'Sandra'],
  Slavica: ['Slavka', 'Caca'],
  Dragan: ['Gagi', 'Dragi'],
  Dragana: ['Gaga'],
  Stefan: ['Stefi'],
  Marko: ['Mare'],
  Nada: ['Nadica'],
  Vera: ['Verica'],
  Ljubica: ['Ljuba'],
  Srećko: ['Sreća'],
  Milica: ['Mica', 'Mima'],
  Marija: ['Maja', 'Mara'],
  Ana: ['Anči', 'Anica'],
  Snežana: ['Sneža', 'Sneki'],
  Gordana: ['Goca'],
  Jasmina: ['Minja'],
  Biljana: ['Bilja'],
  Slobodan: ['Boban', 'Slobo'],
  Ljiljana: ['Ljilja'],
  Kristina: ['Kiki'],
  Bojan: ['Boki'],
  Miroslav: ['Miki'],
  Milena: ['Mima'],
};

// prettier-ignore
const ENGLISH: Record<string, string[]> = {
  Robert: ['Bob', 'Bobby', 'Rob'],
  William: ['Bill', 'Billy', 'Will', 'Willie'],
  Richard: ['Dick', 'Rick', 'Rich'],
  James: ['Jim', 'Jimmy', 'Jamie'],
  John: ['Jack', 'Johnny'],
  Michael: ['Mike', 'Mick', 'Micky'],
  Elizabeth: ['Liz', 'Lizzie', 'Beth', 'Betty', 'Betsy', 'Eliza'],
  Margaret: ['Maggie', 'Meg', 'Peggy', 'Marge'],
  Katherine: ['Kate', 'Kathy', 'Katy', 'Cathy', 'Kit'],
  Catherine: ['Kate', 'Kathy', 'Katy', 'Cathy', 'Kit'],
  Edward: ['Ed', 'Eddie', 'Ted', 'Ned'],
  Alexander: ['Alex', 'Al', 'Sandy'],
  Alexandra: ['Alex', 'Sandy', 'Sandra'],
  Anthony: ['Tony'],
  Andrew: ['Andy', 'Drew'],
  Benjamin: ['Ben', 'Benjy'],
  Charles: ['Charlie', 'Chuck'],
  Christopher: ['Chris', 'Kit'],
  Daniel: ['Dan', 'Danny'],
  David: ['Dave', 'Davey'],
  Joseph: ['Joe', 'Joey'],
  Matthew: ['Matt'],
  Emma: ['Em', 'Emmy'],
  Jennifer: ['Jen', 'Jenny'],
  Jessica: ['Jess'],
  Samuel: ['Sam', 'Sammy'],
  Samantha: ['Sam', 'Sammy'],
  Peter: ['Pete'],
  Thomas: ['Tom', 'Tommy'],
  Steven: ['Steve'],
  Nicholas: ['Nick', 'Nicky'],
  Jonathan: ['Jon'],
  Patricia: ['Pat', 'Patty'],
  Susan: ['Sue', 'Susie'],
  Rebecca: ['Becky'],
  Victoria: ['Vicky', 'Tori'],
};

export interface Nickname {
  nickname: string;
  /** Serbian nicknames are declined like names (Saša -> Saši, Sašu); English ones are not. */
  serbian: boolean;
}

const byKey = new Map<string, Nickname[]>();
function add(key: string, nickname: string, serbian: boolean): void {
  const list = byKey.get(key) ?? [];
  if (!list.some((n) => foldKey(n.nickname) === foldKey(nickname)))
    list.push({ nickname, serbian });
  byKey.set(key, list);
}
for (const [table, serbian] of [
  [SERBIAN, true],
  [ENGLISH, false],
] as const) {
  for (const [name, nicknames] of Object.entries(table)) {
    for (const nickname of nicknames) {
      add(foldKey(name), nickname, serbian);
      // Symmetric: an employee registered as "Mike" is also "Michael".
      add(foldKey(nickname), name, serbian);
    }
  }
}

/** Nicknames (and, for a nickname, the full names) of a first name, looked up by folded key. */
export function nicknamesOf(firstName: string): Nickname[] {
  return byKey.get(foldKey(firstName)) ?? [];
}
