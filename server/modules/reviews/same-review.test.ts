import { describe, expect, it } from 'vitest';
import type { ImportRow } from './import/rows';
import { isSameReview, matchUnknownRows } from './same-review';

const at = (iso: string) => new Date(iso);
const row = (over: Partial<ImportRow> = {}): ImportRow => ({
  row: 1,
  externalId: 'ChZDSUhNMG9nS0VJQ0FnSUN4',
  authorName: 'Marija Petrović',
  authorPhotoUrl: null,
  isAnonymous: false,
  rating: 5,
  text: 'Hvala Milici na divnoj frizuri!',
  originalText: null,
  language: null,
  publishedAt: at('2026-01-15T10:23:45Z'),
  sourceUpdatedAt: null,
  replyText: null,
  ...over,
});
const stored = (over: Partial<ImportRow> = {}) => ({ ...row(over), id: crypto.randomUUID() });

describe('the same review under two ids', () => {
  it('is one review when rating, time and author or words agree, whatever the ids', () => {
    const mine = row();
    expect(isSameReview(mine, stored({ externalId: 'AbFvOqTk1' }))).toBe(true);
    // Business Profile: the translation as text, the customer's words as original.
    const translated = stored({
      text: 'Thanks to Milica!',
      originalText: 'Hvala Milici na divnoj frizuri!',
    });
    expect(isSameReview(mine, translated)).toBe(true);
    // The author's name as another way in writes it (case, diacritics).
    expect(isSameReview(mine, stored({ authorName: 'marija petrovic' }))).toBe(true);
    // A date written without its time, in another zone.
    expect(isSameReview(mine, stored({ publishedAt: at('2026-01-15T00:00:00Z') }))).toBe(true);
    // A rating-only review of the same author.
    expect(isSameReview(row({ text: null }), stored({ text: null }))).toBe(true);
    // An anonymous review: only its words tell.
    expect(isSameReview(row({ authorName: null }), stored({ authorName: null }))).toBe(true);
  });

  it('is two reviews when anything that identifies one differs', () => {
    const mine = row();
    expect(isSameReview(mine, stored({ rating: 4 }))).toBe(false);
    expect(isSameReview(mine, stored({ publishedAt: at('2026-01-17T10:23:45Z') }))).toBe(false);
    expect(isSameReview(mine, stored({ authorName: 'Marija Jovanović' }))).toBe(false);
    expect(isSameReview(mine, stored({ text: 'Sasvim drugi utisak.' }))).toBe(false);
    expect(
      isSameReview(row({ authorName: null, text: null }), stored({ authorName: null, text: null })),
    ).toBe(false);
    expect(isSameReview(row({ text: null }), stored())).toBe(false);
  });

  it('gives each stored review to one row at most, the closest in time', () => {
    const first = row({ externalId: 'x1', text: null, publishedAt: at('2026-01-15T10:00:00Z') });
    const second = row({ externalId: 'x2', text: null, publishedAt: at('2026-01-15T20:00:00Z') });
    const early = stored({ text: null, publishedAt: at('2026-01-15T10:05:00Z') });
    const late = stored({ text: null, publishedAt: at('2026-01-15T19:55:00Z') });
    const found = matchUnknownRows([first, second], [late, early]);
    expect(found.get(first)).toBe(early);
    expect(found.get(second)).toBe(late);
    expect(matchUnknownRows([first, second], [early]).size).toBe(1);
  });
});
