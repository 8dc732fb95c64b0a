// How sentences about an employee address them in Serbian, which agrees adjectives and verbs
// with the person: "Milica je aktivna", "Nikola je aktivan" (docs/languages.md). The manager may
// choose; otherwise it follows the first name: Serbian women's names end in -a, men's rarely do.
export const ADDRESS_AS = ['she', 'he'] as const;
export type AddressAs = (typeof ADDRESS_AS)[number];

/** Men's names that end in -a, and women's that do not (first names, lower case, Latin). */
const MEN_IN_A = new Set([
  'nikola',
  'luka',
  'saša',
  'sava',
  'andrija',
  'ilija',
  'toma',
  'kosta',
  'jova',
  'jovica',
  'mića',
  'pera',
  'đura',
  'steva',
  'joca',
  'boža',
  'mika',
  'laza',
  'gaja',
  'đoka',
  'peđa',
  'raša',
  'miša',
  'paja',
  'žika',
  'aca',
  'bata',
  'braca',
  'isaija',
  'jeremija',
  'zaharija',
  'luca',
  'joshua',
  'noa',
  'ezra',
]);
const WOMEN_NOT_IN_A = new Set([
  'ines',
  'karmen',
  'nives',
  'ingrid',
  'miriam',
  'mirjam',
  'rut',
  'ester',
  'beatris',
  'dolores',
  'elizabet',
  'ivon',
  'katrin',
  'ketrin',
  'emili',
  'lili',
  'eli',
  'nensi',
  'kim',
  'alison',
  'karolin',
  'žaklin',
  'ivet',
  'megan',
  'rachel',
  'jennifer',
]);

/** "Sasa" and "Djura", typed without diacritics, are still Saša and Đura. */
const fold = (name: string) =>
  name
    .replace(/dj/g, 'đ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd');
const MEN_IN_A_FOLDED = new Set([...MEN_IN_A].map(fold));

/** The address a first name suggests; names in Cyrillic are read the same way. */
export function defaultAddressAs(fullName: string): AddressAs {
  const first = (fullName.trim().split(/\s+/)[0] ?? '').toLowerCase().normalize('NFC');
  const latin = first.replace(/[а-яђјљњћџ]/g, (c) => CYRILLIC_TO_LATIN[c] ?? c);
  if (MEN_IN_A.has(latin) || MEN_IN_A_FOLDED.has(fold(latin))) return 'he';
  if (WOMEN_NOT_IN_A.has(latin)) return 'she';
  return latin.endsWith('a') ? 'she' : 'he';
}

/** The manager's choice when there is one, else what the name suggests. */
export function addressAsOf(employee: { name: string; addressAs: AddressAs | null }): AddressAs {
  return employee.addressAs ?? defaultAddressAs(employee.name);
}

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ж: 'ž',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'ć',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
};
