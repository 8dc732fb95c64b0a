import { describe, expect, it } from 'vitest';
import { slugBase, uniqueSlug } from './slug';

describe('slugs', () => {
  it('folds Serbian letters, including đ, and keeps only a-z, 0-9 and dashes', () => {
    expect(slugBase('Frizerski salon Đurđa & Čile')).toBe('frizerski-salon-djurdja-cile');
    expect(slugBase('  --Kafe "Šarena" 24/7-- ')).toBe('kafe-sarena-24-7');
  });

  it('adds a random suffix and falls back when nothing readable is left', () => {
    expect(uniqueSlug('Salon', 'business')).toMatch(/^salon-[a-z2-9]{6}$/);
    expect(uniqueSlug('Кафана', 'business')).toMatch(/^business-[a-z2-9]{6}$/);
    expect(uniqueSlug('Salon', 'b')).not.toBe(uniqueSlug('Salon', 'b'));
  });
});
