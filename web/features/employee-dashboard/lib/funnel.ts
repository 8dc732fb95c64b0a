// How the employee's own figures are written: shares and ratings in the interface locale. The
// funnel's steps themselves are web/lib/funnel-steps.ts, shared with the business dashboard.

/** "42 %" in the interface locale, or "–" for an unknown share. */
export function formatShare(share: number | null, locale: string): string {
  if (share === null || !Number.isFinite(share)) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}

/** "4.6" / "4,6", or "–" without reviews. */
export function formatRating(rating: number | null, locale: string): string {
  if (rating === null || !Number.isFinite(rating)) return '–';
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}
