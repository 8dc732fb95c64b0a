// The attribution dialog offers the people whose reason still stands, best first, each with the
// reason in words (docs/attribution.md "Evidence"), never a bare percentage when a reason is known.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/dashboard/en.json';
import sr from '../../../locales/dashboard/sr.json';
import { draw } from '../../../testing/render';
import { aReview } from '../../../testing/review';
import { AttributionDialog } from './attribution-dialog';

afterEach(() => vi.unstubAllGlobals());

const MAJA = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const IVA = '1c2d3e4f-5061-4b7c-9d8e-0f1a2b3c4d5e';
const VERA = '4f506172-8394-4eaf-a0b1-3c4d5e6f7081';
const review = aReview({
  authorName: 'Zoran',
  text: 'Brzo i ljubazno, hvala Veri.',
  matchEvidence: { kind: 'ambiguous_window', clickoutEmployees: 2 },
  candidates: [
    {
      employeeId: IVA,
      score: 0.55,
      reason: 'clickout 12 min before the review',
      basis: { kind: 'clickout', minutesBefore: 12 },
      employeeName: 'Iva Marković',
    },
    {
      employeeId: MAJA,
      score: 0.58,
      reason: 'clickout 5 min before the review',
      basis: { kind: 'clickout', minutesBefore: 5 },
      employeeName: 'Maja Ilić',
    },
    {
      employeeId: VERA,
      score: 0,
      reason: 'set aside: relative',
      cue: { code: 'relative' },
      employeeName: 'Vera Lukić',
    },
  ],
});

describe('the attribution dialog', () => {
  for (const [language, texts] of [
    ['en', en],
    ['sr', sr],
  ] as const) {
    it(`ranks the candidates and says why each is one (${language})`, async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ items: [], total: 0, page: 1, pageSize: 100 })),
      );
      await draw(<AttributionDialog review={review} onClose={() => {}} />, {
        language,
        parts: ['dashboard'],
        toasts: true,
      });
      const words = texts.reviews.attribution;
      const group = await screen.findByRole('group', { name: words.suggested });
      const options = within(group).getAllByRole('radio');
      expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
        expect.stringContaining('Maja Ilić'),
        expect.stringContaining('Iva Marković'),
      ]);
      const said = (minutes: number) => words.basis.clickout.replace('{{minutes}}', `${minutes}`);
      expect(group.textContent).toContain(said(5));
      expect(group.textContent).toContain(said(12));
      expect(group.textContent).not.toContain('Vera');
      expect(group.textContent).not.toMatch(/\d+%/);
    });
  }
});
