// The fake's places, shared by the Places server and its search without a cycle between them.
export interface FakePlace {
  id: string;
  displayName: string;
  formattedAddress?: string;
  /** Where Text Search's locationBias ranks it from; without one it ranks after biased hits. */
  location?: { latitude: number; longitude: number };
  reviews: FakePlaceReview[];
}

/**
 * `originalText`/`originalLanguageCode` are the review as written; `text`/`languageCode` are
 * Google's translation of it. When only one of the pairs is given, the review is taken as
 * untranslated and that pair is the original.
 */
export interface FakePlaceReview {
  reviewId: string;
  rating: number;
  text?: string;
  languageCode?: string;
  originalText?: string;
  originalLanguageCode?: string;
  authorName: string;
  authorPhotoUri?: string;
  publishTime: string /* RFC 3339 */;
}
