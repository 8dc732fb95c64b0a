// A review's stars, read out as "Rated 4 out of 5" rather than five separate icons.
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation();
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
