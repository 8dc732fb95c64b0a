// The businesses of the fresh attribution set (docs/attribution.md "The fresh set"): five kinds of
// business the rules were never written for, each with its own name, location, staff and the
// people who are not staff. Written before any rule was changed for it; 30% of its reviews are
// frozen as held out (heldout.json) and scored once, at the end of a change.
import { emp as staff } from '../engine.fixtures';
import type { EmployeeInput, OtherName } from '../types';

export interface FreshBusiness {
  id: string;
  kind: string;
  name: string;
  locations: { name: string; address: string }[];
  staff: EmployeeInput[];
  otherNames: OtherName[];
}

export const FRESH_BUSINESSES: FreshBusiness[] = [
  {
    id: 'dental',
    kind: 'dental practice',
    name: 'Stomatološka ordinacija Dr Marić',
    locations: [{ name: 'Vračar', address: 'Njegoševa 12, Beograd' }],
    staff: [
      staff('d-teodora', 'Teodora Marić'),
      staff('d-nikola', 'Nikola Lazarević'),
      staff('d-ruza', 'Ruža Pavlović'),
      staff('d-jasna', 'Jasna Kovač'),
      staff('d-vuk', 'Vuk Stojanović'),
    ],
    otherNames: [{ name: 'Branko Marić', role: 'owner' }],
  },
  {
    id: 'auto',
    kind: 'car service',
    name: 'Auto servis Kod Bore',
    locations: [{ name: 'Zemun', address: 'Cara Dušana 44, Zemun' }],
    staff: [
      staff('a-sreten', 'Sreten Ilić'),
      staff('a-zlatko', 'Zlatko Vidić'),
      staff('a-dragi', 'Dragoljub Nešić', ['Dragi']),
      staff('a-mira', 'Mira Janković'),
      staff('a-lazar', 'Lazar Pešić'),
    ],
    otherNames: [{ name: 'Bora Nešić', role: 'namesake' }],
  },
  {
    id: 'rest',
    kind: 'restaurant',
    name: 'Restoran Dunavski cvet',
    locations: [{ name: 'Kej', address: 'Sunčani kej 5, Novi Sad' }],
    staff: [
      staff('r-rade', 'Rade Milić'),
      staff('r-vesna', 'Vesna Tomić'),
      staff('r-dejan', 'Dejan Kostić'),
      staff('r-suncica', 'Sunčica Perić'),
      staff('r-bogdan', 'Bogdan Lukić'),
      staff('r-svetlana', 'Svetlana Ilić', ['Ceca']),
    ],
    otherNames: [],
  },
  {
    id: 'salon',
    kind: 'hair salon',
    name: 'Frizerski studio Lana',
    locations: [{ name: 'Banovo brdo', address: 'Požeška 80, Beograd' }],
    staff: [
      staff('s-dana', 'Dana Ristić'),
      staff('s-mila', 'Mila Stanić'),
      staff('s-nevena', 'Nevena Jović'),
      staff('s-ognjen', 'Ognjen Pavić'),
      staff('s-vida', 'Vida Radić'),
    ],
    otherNames: [{ name: 'Lana Kovačević', role: 'namesake' }],
  },
  {
    id: 'fizio',
    kind: 'physiotherapy centre',
    name: 'Fizio centar Pokret',
    locations: [{ name: 'Novi Beograd', address: 'Bulevar Mihajla Pupina 10, Beograd' }],
    staff: [
      staff('f-jelena', 'Jelena Simić'),
      staff('f-zoran', 'Zoran Simić'),
      staff('f-biljana', 'Biljana Đokić'),
      staff('f-ivan', 'Ivan Marković'),
      staff('f-marko', 'Marko Ivanović'),
      staff('f-srdjan', 'Srđan Lalić'),
    ],
    otherNames: [],
  },
];
