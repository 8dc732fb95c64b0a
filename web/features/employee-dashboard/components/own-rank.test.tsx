// The employee's place on the thank-you board, in words, in each language and plural form.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draw } from '../../../testing/render';
import { RankLine } from './own-figures';

const parts = ['dashboard'] as const;

describe('the place on the thank-you board', () => {
  it('names the place and the good reviews once there are some', async () => {
    const cases = [
      ['en', 1, 'Place on the thank-you board: 3 · 1 review of 4 or 5 stars'],
      ['en', 5, 'Place on the thank-you board: 3 · 5 reviews of 4 or 5 stars'],
      ['sr', 1, 'Mesto na tabli zahvalnosti: 3 · 1 recenzija sa 4 ili 5 zvezdica'],
      ['sr', 22, 'Mesto na tabli zahvalnosti: 3 · 22 recenzije sa 4 ili 5 zvezdica'],
      ['sr', 25, 'Mesto na tabli zahvalnosti: 3 · 25 recenzija sa 4 ili 5 zvezdica'],
      ['sr-Cyrl', 2, 'Место на табли захвалности: 3 · 2 рецензије са 4 или 5 звездица'],
    ] as const;
    for (const [language, reviews, text] of cases) {
      const view = await draw(<RankLine entry={{ rank: 3, reviews }} />, {
        language,
        parts: [...parts],
      });
      expect(view.container.textContent, `${language} ${reviews}`).toBe(text);
      view.unmount();
    }
  });

  it('names no place before the first good review, only what puts her there', async () => {
    await draw(<RankLine entry={{ rank: 4, reviews: 0 }} />, { parts: [...parts] });
    expect(screen.getByText(/first review of 4 or 5 stars/)).toBeTruthy();
    expect(screen.queryByText(/Place on/)).toBeNull();
  });
});
