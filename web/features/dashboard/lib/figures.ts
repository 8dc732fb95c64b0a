// How dashboard figures read. A ratio whose denominator was 0 arrives as null and shows as "–":
// "0 %" would claim nobody converted when nobody was asked.
import type { Language } from '@common/constants';
import { intlLocale } from '../../../lib/format';

const NO_VALUE = '–';

export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** A share between 0 and 1 as a percentage with one decimal ("12.3%", "12,3 %"). */
export function formatRatio(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A star rating with one decimal ("4.6"), or "–" when there were no reviews. */
export function formatRating(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** Share of `part` in `whole`, null when there is no whole to share (matching the server). */
export function ratioOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
