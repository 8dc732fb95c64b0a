// The staff of the labelled attribution corpus (docs/attribution.md): a Belgrade salon of twenty
// with the collisions real rosters have. Two Jelenas; Milan and Milana, Jovan and Jovana (one
// name's declined forms are the other's nominative); first names that are common words (Nada,
// Vera, Zora, Ljubica, Slavica, Dragan, Srećko, Marko, Luka); Aleksandar and Aleksandra, who are
// both "Saša"; English names; an owner, Goran Perić, who shares Jelena Perić's surname; a former
// employee who shares Stefan's first name; and the salon's namesake, Mileva.
import type { EmployeeInput, OtherName } from '../types';

const employee = (id: string, name: string, aliases: string[] = []): EmployeeInput => ({
  id,
  name,
  aliases,
  isActive: true,
});

export const CORPUS_STAFF: EmployeeInput[] = [
  employee('jelena-simic', 'Jelena Simić'),
  employee('jelena-peric', 'Jelena Perić'),
  employee('milan', 'Milan Jovanović'),
  employee('milana', 'Milana Kostić'),
  employee('jovan', 'Jovan Marković'),
  employee('jovana', 'Jovana Ilić'),
  employee('nada', 'Nada Petrović'),
  employee('vera', 'Vera Nikolić'),
  employee('zora', 'Zora Lazić'),
  employee('dragan', 'Dragan Savić', ['Gagi']),
  employee('marko', 'Marko Đurić'),
  employee('luka', 'Luka Stanković'),
  employee('ljubica', 'Ljubica Vasić', ['Buba']),
  employee('slavica', 'Slavica Đorđević'),
  employee('srecko', 'Srećko Mitić'),
  employee('stefan', 'Stefan Tomić'),
  employee('ivana', 'Ivana Radović'),
  employee('aleksandar', 'Aleksandar Popović'),
  employee('aleksandra', 'Aleksandra Bogdanović'),
  employee('james', 'James Wilson'),
  employee('emma', 'Emma Clarke'),
];

export const CORPUS_OTHER_NAMES: OtherName[] = [
  { name: 'Goran Perić', role: 'owner' },
  { name: 'Stefan Ranković', role: 'former' },
  { name: 'Marija Lukić', role: 'former' },
  { name: 'Mileva', role: 'namesake' },
];
