// An unmatched review offers the engine's suggestions as one-tap credits to a manager: the ranked
// candidates, never the ones a rule set aside (docs/attribution.md "Evidence").
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@common/schemas/reviews';
import en from '../../../locales/dashboard/en.json';
import sr from '../../../locales/dashboard/sr.json';
import { draw } from '../../../testing/render';
import { aReview } from '../../../testing/review';
import { ReviewCard } from './review-card';

afterEach(() => vi.unstubAllGlobals());

const MILICA = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const JOVAN = '1c2d3e4f-5061-4b7c-9d8e-0f1a2b3c4d5e';
const unmatched: Review = aReview({
  text: 'Milica i Jovan su bili sjajni.',
  matchEvidence: { kind: 'ambiguous_name', token: 'Milica', employeeIds: [MILICA, JOVAN] },
  candidates: [
    { employeeId: MILICA, score: 0.8, reason: 'tie', employeeName: 'Milica Petrović' },
    { employeeId: JOVAN, score: 0.8, reason: 'tie', employeeName: 'Jovan Ilić' },
    {
      employeeId: '4f506172-8394-4eaf-a0b1-3c4d5e6f7081',
      score: 0,
      reason: 'set aside',
      employeeName: 'Vera Lukić',
    },
  ],
});

describe('suggested credits on a review card', () => {
  for (const [language, texts] of [
    ['en', en],
    ['sr', sr],
  ] as const) {
    it(`credits a suggestion in one tap, and offers no one a rule set aside (${language})`, async () => {
      const fetch = vi.fn(async () =>
        Response.json(
          {
            ...unmatched,
            employeeId: MILICA,
            employeeName: 'Milica Petrović',
            matchType: 'manual',
          },
          { headers: { 'content-type': 'application/json' } },
        ),
      );
      vi.stubGlobal('fetch', fetch);
      await draw(<ReviewCard review={unmatched} canCredit />, {
        language,
        parts: ['dashboard'],
        toasts: true,
      });
      expect(screen.getByText(texts.reviews.card.suggestion)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Vera Lukić/ })).toBeNull();
      const milica = texts.reviews.card.creditFor
        .replace('{{name}}', 'Milica Petrović')
        .replace('{{author}}', 'Ana Kovač');
      await userEvent.setup().click(screen.getByRole('button', { name: milica }));
      expect(await screen.findByText(texts.messages.reviewAttributed)).toBeTruthy();
      const calls = fetch.mock.calls as unknown as [string, RequestInit][];
      const [, init] = calls.find(([url]) => url === `/api/reviews/${unmatched.id}/attribution`)!;
      expect(JSON.parse(String(init.body))).toEqual({ employeeId: MILICA });
    });
  }

  it('offers nothing to someone who may not credit, nor on a credited review', async () => {
    await draw(<ReviewCard review={unmatched} />, {
      language: 'en',
      parts: ['dashboard'],
      toasts: true,
    });
    expect(screen.queryByText(en.reviews.card.suggestion)).toBeNull();
    await draw(
      <ReviewCard
        review={{
          ...unmatched,
          matchType: 'name_match',
          employeeId: MILICA,
          employeeName: 'Milica',
        }}
        canCredit
      />,
      { language: 'en', parts: ['dashboard'], toasts: true },
    );
    expect(screen.queryByText(en.reviews.card.suggestion)).toBeNull();
  });
});

describe('a review Google sent without stars', () => {
  it('says it has no rating instead of drawing stars', async () => {
    await draw(<ReviewCard review={{ ...unmatched, rating: null }} />, {
      language: 'sr',
      parts: ['dashboard'],
      toasts: true,
    });
    expect(screen.getByText(sr.reviews.card.noRating)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /5/ })).toBeNull();
  });
});
