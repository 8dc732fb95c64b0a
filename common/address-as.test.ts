import { describe, expect, it } from 'vitest';
import { addressAsOf, defaultAddressAs } from './address-as';

describe('defaultAddressAs', () => {
  it.each([
    ['Milica Petrović', 'she'],
    ['Ana', 'she'],
    ['Jelena Marković', 'she'],
    ['Marko Jovanović', 'he'],
    ['Stefan Đorđević', 'he'],
    ['Nikola Tesla', 'he'],
    ['Luka', 'he'],
    ['Saša Ilić', 'he'],
    ['Sasa Ilic', 'he'],
    ['Djura Jakšić', 'he'],
    ['Andrija', 'he'],
    ['Ilija', 'he'],
    ['Sava', 'he'],
    ['Ines Kovač', 'she'],
    ['Karmen', 'she'],
    ['Милица Петровић', 'she'],
    ['Никола', 'he'],
    ['Љубица', 'she'],
  ] as const)('reads %s as %s', (name, expected) => {
    expect(defaultAddressAs(name)).toBe(expected);
  });

  it("lets the manager's choice win", () => {
    expect(addressAsOf({ name: 'Saša Ilić', addressAs: 'she' })).toBe('she');
    expect(addressAsOf({ name: 'Saša Ilić', addressAs: null })).toBe('he');
  });
});
