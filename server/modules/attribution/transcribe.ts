// Foreign names as Serbian readers write them: phonetically ("James" -> "Džejms", "Michael" ->
// "Majkl"), then declined like any name ("Džejmsu"). Folding diacritics is not enough: the
// spelling changes. A table of common English names, checked against Serbian usage, comes first;
// other names go through a few spelling rules that cover the regular cases (j -> dž, w -> v,
// th -> t, ph -> f, sh -> š, ch -> č, y -> i/j, ee/ea -> i, oo -> u, doubled consonants).
import { foldKey } from './normalize';

// prettier-ignore
const KNOWN: Record<string, string[]> = {
  james: ['Džejms'], michael: ['Majkl', 'Majkel'], john: ['Džon'], george: ['Džordž'],
  emma: ['Ema'], emily: ['Emili'], sarah: ['Sara'], david: ['Dejvid'], peter: ['Piter'],
  chris: ['Kris'], christopher: ['Kristofer'], kate: ['Kejt'], jessica: ['Džesika'],
  jennifer: ['Dženifer'], william: ['Vilijam'], thomas: ['Tomas'], daniel: ['Danijel', 'Deniel'],
  matthew: ['Metju'], andrew: ['Endru'], joseph: ['Džozef'], charles: ['Čarls'],
  steven: ['Stiven'], stephen: ['Stiven'], paul: ['Pol'], anna: ['Ana'], lucy: ['Lusi'],
  olivia: ['Olivija'], sophie: ['Sofi'], jack: ['Džek'], harry: ['Hari'], charlotte: ['Šarlot'],
  amelia: ['Amelija'], grace: ['Grejs'], henry: ['Henri'], samuel: ['Semjuel'], sam: ['Sem'],
  brian: ['Brajan'], ryan: ['Rajan'], nick: ['Nik'], jake: ['Džejk'], mike: ['Majk'],
  alex: ['Aleks'], laura: ['Lora'], rachel: ['Rejčel'], hannah: ['Hana'], chloe: ['Kloi'],
  zoe: ['Zoi'], lily: ['Lili'], jane: ['Džejn'], mary: ['Meri'], patrick: ['Patrik'],
  tom: ['Tom'], jim: ['Džim'], jimmy: ['Džimi'], mark: ['Mark'], robert: ['Robert'],
  richard: ['Ričard'], edward: ['Edvard'], elizabeth: ['Elizabet'], megan: ['Megan'],
  kevin: ['Kevin'], jason: ['Džejson'], justin: ['Džastin'], josh: ['Džoš'], joshua: ['Džošua'],
  jacob: ['Džejkob'], amy: ['Ejmi'], claire: ['Kler'], sean: ['Šon'], shawn: ['Šon'],
  luke: ['Luk'], isabella: ['Izabela'], sophia: ['Sofija'], mia: ['Mija'], ava: ['Ejva'],
  noah: ['Noa'], liam: ['Lijam'], ethan: ['Itan'], oliver: ['Oliver'], lucas: ['Lukas'],
  benjamin: ['Bendžamin'], jordan: ['Džordan'], tyler: ['Tajler'], adam: ['Adam'],
  taylor: ['Tejlor'], ashley: ['Ešli'], victoria: ['Viktorija'], nicole: ['Nikol'],
  michelle: ['Mišel'], heather: ['Heder'], anthony: ['Entoni'], tony: ['Toni'], joe: ['Džo'],
};

/** Regular English spellings to Serbian Latin, longest first; applied left to right. */
const RULES: [RegExp, string][] = [
  [/^j/, 'dž'],
  [/^ch/, 'č'],
  [/sh/g, 'š'],
  [/tch/g, 'č'],
  [/ch/g, 'č'],
  [/ph/g, 'f'],
  [/c(?=[aoulrk]|$)/g, 'k'],
  [/th/g, 't'],
  [/ck/g, 'k'],
  [/qu/g, 'kv'],
  [/ee|ea/g, 'i'],
  [/oo/g, 'u'],
  [/w/g, 'v'],
  [/x/g, 'ks'],
  [/q/g, 'k'],
  [/ey$/, 'i'],
  [/y$/, 'i'],
  [/^y/, 'j'],
  [/y/g, 'i'],
  [/([bcdfgklmnprstvz])\1/g, '$1'],
  [/e$/, ''],
];

/**
 * Serbian spellings of a (non-Serbian) first name, capitalised; empty when the name is written
 * the same way in Serbian or is already Serbian (has č, ć, š, ž, đ or Cyrillic).
 */
export function serbianSpellings(firstName: string, foreign = false): string[] {
  if (/[čćšžđ\u0400-\u04ff]/iu.test(firstName)) return [];
  // The English spelling as written (foldKey would already turn "ch" into "c").
  const plain = firstName
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const key = foldKey(firstName);
  const known = KNOWN[plain];
  if (known !== undefined) return known.filter((s) => foldKey(s) !== key);
  // Only names that cannot be Serbian as written; "Jelena" must not become "Dželena".
  if (!foreign && !/[wqxy]|th|ph|sh|ch|ck|ee|oo/.test(plain)) return [];
  let out = plain;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  if (out.length < 2 || foldKey(out) === key) return [];
  return [out.charAt(0).toUpperCase() + out.slice(1)];
}
