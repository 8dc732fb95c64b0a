// A review's stars, read out as "Rated 4 out of 5" rather than five separate icons; a review
// without stars says so.
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function StarRating({ rating }: { rating: number | null }) {
  const { t } = useTranslation();
  // Google lets a review go without stars (STAR_RATING_UNSPECIFIED): say so, draw none.
  if (rating === null)
    return <span className="text-sm text-muted-foreground">{t('reviews.card.noRating')}</span>;
  return (
    <span role="img" aria-label={t('reviews.card.rated', { rating })} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`size-4 ${star <= rating ? 'fill-star text-star' : 'text-muted-foreground/40'}`}
        />
      ))}
    </span>
  );
}
