// One tap to credit an unmatched review to the engine's suggestion (docs/attribution.md
// "Evidence"): the candidates the engine ranked but did not credit, at most two, each a button.
// Candidates a rule set aside (score 0) are not suggestions.
import { UserRoundCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@common/schemas/reviews';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useAttributeReview } from '../api/attribute-review';

const MAX_SUGGESTIONS = 2;

/** The engine's suggestions for a review nobody was credited with: name and employee id. */
export function suggestionsOf(review: Review): { employeeId: string; name: string }[] {
  if (review.matchType !== 'unmatched') return [];
  return review.candidates
    .filter((c) => c.score > 0 && c.employeeName !== null)
    .slice(0, MAX_SUGGESTIONS)
    .map((c) => ({ employeeId: c.employeeId, name: c.employeeName! }));
}

export function SuggestedCredit({ review, author }: { review: Review; author: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const attribute = useAttributeReview();
  const suggestions = suggestionsOf(review);
  if (suggestions.length === 0) return null;

  const credit = (employeeId: string) =>
    attribute.mutate(
      { reviewId: review.id, employeeId },
      {
        onSuccess: () =>
          toast({
            tone: 'success',
            title: t('messages.reviewMatched'),
            message: t('messages.reviewAttributed'),
          }),
        onError: () => toast({ tone: 'error', message: t('messages.reviewMatchFailed') }),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{t('reviews.card.suggestion')}</span>
      {suggestions.map((s) => (
        <Button
          key={s.employeeId}
          variant="secondary"
          size="sm"
          disabled={attribute.isPending}
          onClick={() => credit(s.employeeId)}
          aria-label={t('reviews.card.creditFor', { name: s.name, author })}
        >
          <UserRoundCheck aria-hidden="true" className="size-4" />
          <span className="min-w-0 break-words">{s.name}</span>
        </Button>
      ))}
    </div>
  );
}
