// Shared fixtures of the engine tests: a staff covering the declension patterns and the Serbian and English nicknames.
import type { AttributionInput, EmployeeInput } from './types';

const T0 = new Date('2024-05-01T12:00:00Z');
export const minutes = (m: number) => new Date(T0.getTime() + m * 60_000);
export const emp = (
  id: string,
  name: string,
  aliases: string[] = [],
  isActive = true,
): EmployeeInput => ({
  id,
  name,
  aliases,
  isActive,
});
export const input = (
  employees: EmployeeInput[],
  text: string | null,
  author: string | null = 'Ivan Kupac',
  extra: Partial<AttributionInput> = {},
): AttributionInput => ({
  review: { id: 'r1', authorName: author, text, publishedAt: T0 },
  employees,
  clickouts: [],
  confirmations: [],
  windowMinutes: 60,
  ...extra,
});

export const milica = emp('milica', 'Milica Petrović');
const marko = emp('marko', 'Marko Jovanović');
export const staff = [
  milica,
  marko,
  emp('stefan', 'Stefan Ilić'),
  emp('jovan', 'Jovan Kostić'),
  emp('djordje', 'Đorđe Nikolić'),
  emp('aleksandar', 'Aleksandar Mitić'),
  emp('nikola', 'Nikola Savić'),
  emp('nenad', 'Nenad Lukić'),
  emp('katarina', 'Katarina Babić', ['Kaca frizerka']),
  emp('michael', 'Michael Brown'),
  emp('vera', 'Vera Stanić'),
  emp('nada', 'Nada Đurić'),
  emp('milos', 'Miloš Tomić'),
  emp('ana', 'Ana Marić', ['Anči']),
  emp('vuk', 'Vuk Zec'),
  emp('petar', 'Petar Pavlović', [], false),
];
