import { describe, expect, it } from 'vitest';
import { sameCustomer } from './customer-name';

describe('a review author read against the customer a request names', () => {
  it.each([
    ['Marko', 'Marko Petrović'],
    ['marko', 'MARKO PETROVIC'],
    ['Марко', 'Marko Petrović'],
    ['Marko P.', 'Marko Petrović'],
    ['Marko Petrovic', 'Марко Петровић'],
    ['Jovana', 'Jovana'],
    ['Saša', 'Sasa Ilic'],
    ['Aleksandar', 'Saša Ilić'],
    ['Marko P', 'Petrović Marko'],
    ['Đorđe', 'Djordje Kovač'],
    ['Ani', 'Ana Nikolić'],
  ])('takes %s to be %s', (given, author) => {
    expect(sameCustomer(given, author)).toBe(true);
  });

  it.each([
    ['Marko', 'Marija Petrović'],
    ['Marko P.', 'Marko Jovanović'],
    ['Marko Petrović', 'Marko Ilić'],
    ['M', 'Marko Petrović'],
    ['', 'Marko'],
    ['Jovana', 'A Google User'],
    ['Ana', 'Anastasija Marić'],
  ])('does not take %s to be %s', (given, author) => {
    expect(sameCustomer(given, author)).toBe(false);
  });
});
