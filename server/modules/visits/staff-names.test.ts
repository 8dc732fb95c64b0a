import { describe, expect, it } from 'vitest';
import { staffResolver } from './staff-names';

const staff = [
  {
    id: '0b6f3a34-8f0e-4f3c-9d4c-1a2b3c4d5e6f',
    name: 'Milica Petrović',
    aliases: ['Mica'],
    isActive: true,
  },
  { id: 'b', name: 'Jovana Ilić', aliases: [], isActive: true },
  { id: 'c', name: 'Jovana Marić', aliases: [], isActive: true },
  { id: 'd', name: 'Stefan Kostić', aliases: [], isActive: false },
  { id: 'e', name: 'Stefan Babić', aliases: [], isActive: true },
];

describe("the employee a booking system's staff column names", () => {
  const resolve = staffResolver(staff);
  it.each([
    ['Milica Petrović', '0b6f3a34-8f0e-4f3c-9d4c-1a2b3c4d5e6f'],
    ['MILICA PETROVIC', '0b6f3a34-8f0e-4f3c-9d4c-1a2b3c4d5e6f'],
    ['Милица Петровић', '0b6f3a34-8f0e-4f3c-9d4c-1a2b3c4d5e6f'],
    ['Milica', '0b6f3a34-8f0e-4f3c-9d4c-1a2b3c4d5e6f'],
    ['Milica P.', '0b6f3a34-8f0e-4f3c-9d4c-1a2b3c4d5e6f'],
    ['Mica', '0b6f3a34-8f0e-4f3c-9d4c-1a2b3c4d5e6f'],
    ['0B6F3A34-8F0E-4F3C-9D4C-1A2B3C4D5E6F', '0b6f3a34-8f0e-4f3c-9d4c-1a2b3c4d5e6f'],
    ['Jovana M.', 'c'],
    ['Stefan', 'e'],
  ])('reads %s', (given, id) => {
    expect(resolve(given)).toBe(id);
  });

  it.each(['Jovana', 'Marko', '', 'Milica J.'])('names nobody with %j', (given) => {
    expect(resolve(given)).toBeNull();
  });
});
