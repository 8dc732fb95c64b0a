// JSON files of reviews (docs/import.md): Business Profile v4 review objects (a Takeout export,
// or a live API page read by the sync), and the JSON exports of review tools (flat objects,
// read like a CSV with the same layouts). Maps' own Reviews.json, the reviews a person wrote of
// other places, is recognised so the owner is told what it is.
import { foldHeader, type Table } from '../../../lib/tables/table';
import { finish, str, type Draft, type ParsedImport } from './rows';
import { replyOriginal, splitTranslationEnvelope } from '../translation-envelope';

const STAR_WORDS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function starRating(value: unknown): number | null {
  if (typeof value === 'string' && value in STAR_WORDS) return STAR_WORDS[value]!;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5)
    return value;
  return null;
}

function toDate(value: string | null): Date | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

function reviewDraft(value: unknown, index: number): Draft {
  const review = asRecord(value);
  const reviewer = asRecord(review.reviewer);
  const name = str(review.name);
  const { text, originalText } = splitTranslationEnvelope(str(review.comment));
  return {
    row: index + 1,
    externalId: str(review.reviewId) ?? (name ? str(name.split('/').at(-1)) : null),
    authorName: str(reviewer.displayName),
    authorPhotoUrl: str(reviewer.profilePhotoUrl),
    // Google leaves the flag out unless it is true.
    isAnonymous: reviewer.isAnonymous === true,
    rating: starRating(review.starRating),
    // proto3 JSON leaves the enum's zero value out: absent is STAR_RATING_UNSPECIFIED too.
    unrated: review.starRating === undefined || review.starRating === 'STAR_RATING_UNSPECIFIED',
    text,
    originalText,
    language: null,
    publishedAt: toDate(str(review.createTime)),
    sourceUpdatedAt: toDate(str(review.updateTime)),
    replyText: replyOriginal(str(asRecord(review.reviewReply).comment)),
  };
}

const isReviewObject = (value: unknown) => {
  const r = asRecord(value);
  return 'starRating' in r || 'reviewer' in r || 'createTime' in r;
};

/** Business Profile review objects, from a Takeout file or a page of the reviews API. */
export function parseReviewObjects(json: unknown): ParsedImport | null {
  const list = Array.isArray(json) ? json : asRecord(json).reviews;
  if (!Array.isArray(list)) return null;
  if (list.length > 0 && !list.some(isReviewObject)) return null;
  // v4 carries no language; a page always carries every field it has.
  return finish('takeout', list.map(reviewDraft), ['language']);
}

/** Maps' Takeout "Reviews.json": a GeoJSON FeatureCollection of one's own reviews of places. */
export function isMapsOwnReviews(json: unknown): boolean {
  const root = asRecord(json);
  if (root.type !== 'FeatureCollection' || !Array.isArray(root.features)) return false;
  return root.features.some((feature) => {
    const properties = asRecord(asRecord(feature).properties);
    return 'five_star_rating_published' in properties || 'review_text_published' in properties;
  });
}

const cell = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

/**
 * A tool's JSON export as a table: a list of flat review objects (Apify), or places each with
 * their `reviews_data` (Outscraper), possibly nested in one more list.
 */
export function jsonTable(json: unknown): Table | null {
  let list: unknown[] = Array.isArray(json) ? json.flat() : [];
  if (list.some((item) => Array.isArray(asRecord(item).reviews_data)))
    list = list.flatMap((item) => {
      const place = asRecord(item);
      const reviews = place.reviews_data;
      return Array.isArray(reviews) ? reviews : [];
    });
  const objects = list.map(asRecord).filter((o) => Object.keys(o).length > 0);
  if (objects.length === 0) return null;
  const headers = [...new Set(objects.flatMap((o) => Object.keys(o)))];
  return {
    headers,
    records: objects.map((o, i) => ({
      row: i + 1,
      values: Object.fromEntries(headers.map((h) => [foldHeader(h), cell(o[h]).trim()])),
    })),
  };
}
