// Which column holds what (docs/import.md "Layouts"): our own documented columns, and the review
// exports of the tools owners already use (Apify's Google Maps Reviews Scraper, Outscraper's
// Google Maps Reviews, v2 and v3), recognised by their headers; any other file gets the owner's
// own choice of columns (a mapping). Header names are compared folded: case, spaces, dashes and
// underscores do not matter ("Review ID" = review_id = reviewId).
import type { ImportColumns } from '@common/schemas/reviews';
import type { DayOrder } from '../../../lib/tables/dates';
import { foldHeader } from '../../../lib/tables/table';

export type LayoutName = 'reviewtrace' | 'apify' | 'outscraper' | 'mapped';

/** A date column: its times may be UTC by name, and a tool may write one fixed day order. */
interface DateColumn {
  column: string;
  utc?: boolean;
  order?: DayOrder;
}

interface Layout {
  name: LayoutName;
  externalId: string[];
  authorName: string[];
  rating: string[];
  publishedAt: DateColumn[];
  text?: string[];
  /** Google's translation, when the tool exported one beside the original. */
  translatedText?: string[];
  language?: string[];
  replyText?: string[];
  isAnonymous?: string[];
  authorPhotoUrl?: string[];
}

const REVIEWTRACE: Layout = {
  name: 'reviewtrace',
  externalId: ['review_id'],
  authorName: ['author_name'],
  rating: ['rating'],
  publishedAt: [{ column: 'published_at' }],
  text: ['text'],
  language: ['language'],
  replyText: ['reply_text'],
  isAnonymous: ['is_anonymous'],
};

// Apify "Google Maps Reviews Scraper" dataset items, flattened to CSV by Apify's export.
const APIFY: Layout = {
  name: 'apify',
  externalId: ['reviewId'],
  authorName: ['name'],
  rating: ['stars'],
  publishedAt: [{ column: 'publishedAtDate' }],
  text: ['text'],
  translatedText: ['textTranslated'],
  language: ['originalLanguage'],
  replyText: ['responseFromOwnerText'],
  authorPhotoUrl: ['reviewerPhotoUrl'],
};

// Outscraper "Google Maps Reviews": review_timestamp is Unix seconds; review_datetime_utc is
// written month first ("10/24/2023 15:06:47") in UTC.
const OUTSCRAPER: Layout = {
  name: 'outscraper',
  externalId: ['review_id'],
  authorName: ['author_title'],
  rating: ['review_rating'],
  publishedAt: [
    { column: 'review_timestamp', utc: true },
    { column: 'review_datetime_utc', utc: true, order: 'mdy' },
  ],
  text: ['review_text'],
  translatedText: ['review_translated_text'],
  language: ['original_language'],
  replyText: ['owner_answer'],
  authorPhotoUrl: ['author_image'],
};

const KNOWN = [REVIEWTRACE, OUTSCRAPER, APIFY];

/** A layout with only the columns the file has: the first present name of each field. */
export type BoundLayout = {
  name: LayoutName;
  externalId: string;
  authorName: string | null;
  rating: string;
  /** The date columns present, best first: a row's first non-empty one is its date. */
  publishedAt: DateColumn[];
  text: string | null;
  translatedText: string | null;
  language: string | null;
  replyText: string | null;
  isAnonymous: string | null;
  authorPhotoUrl: string | null;
};

function bind(layout: Layout, headers: ReadonlySet<string>): BoundLayout | null {
  const first = (names: string[] | undefined) =>
    names?.map(foldHeader).find((name) => headers.has(name)) ?? null;
  const publishedAt = layout.publishedAt
    .map((d) => ({ ...d, column: foldHeader(d.column) }))
    .filter((d) => headers.has(d.column));
  const externalId = first(layout.externalId);
  const rating = first(layout.rating);
  const authorName = first(layout.authorName);
  if (!externalId || !rating || publishedAt.length === 0 || !authorName) return null;
  return {
    name: layout.name,
    externalId,
    authorName,
    rating,
    publishedAt,
    text: first(layout.text),
    translatedText: first(layout.translatedText),
    language: first(layout.language),
    replyText: first(layout.replyText),
    isAnonymous: first(layout.isAnonymous),
    authorPhotoUrl: first(layout.authorPhotoUrl),
  };
}

/** The known layout these headers are, or null. */
export function recogniseLayout(headers: readonly string[]): BoundLayout | null {
  const folded = new Set(headers.map(foldHeader));
  for (const layout of KNOWN) {
    const bound = bind(layout, folded);
    if (bound) return bound;
  }
  return null;
}

/** The owner's choice of columns for a file of another layout; null if a choice names none. */
export function mappedLayout(
  headers: readonly string[],
  columns: ImportColumns,
): BoundLayout | null {
  const folded = new Set(headers.map(foldHeader));
  const pick = (name: string | undefined) => {
    if (!name) return null;
    const key = foldHeader(name);
    return folded.has(key) ? key : undefined;
  };
  const chosen = {
    externalId: pick(columns.externalId),
    authorName: pick(columns.authorName),
    rating: pick(columns.rating),
    publishedAt: pick(columns.publishedAt),
    text: pick(columns.text),
    replyText: pick(columns.replyText),
  };
  if (Object.values(chosen).includes(undefined)) return null;
  if (!chosen.rating || !chosen.publishedAt) return null;
  return {
    name: 'mapped',
    // A file without ids gets one made from what identifies a review (see records.ts).
    externalId: chosen.externalId ?? '',
    authorName: chosen.authorName ?? null,
    rating: chosen.rating,
    publishedAt: [{ column: chosen.publishedAt }],
    text: chosen.text ?? null,
    translatedText: null,
    language: null,
    replyText: chosen.replyText ?? null,
    isAnonymous: null,
    authorPhotoUrl: null,
  };
}
