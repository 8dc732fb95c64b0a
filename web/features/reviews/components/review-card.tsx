// One review: who wrote it, the stars, when, the text (untrusted: React text nodes only, line
// breaks kept by CSS), the business's reply, and who it is credited to and why.
import { useState } from 'react';
import { Languages, MapPin, MessageSquareReply, UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@common/schemas/reviews';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSeveralLocations } from '../../../lib/locations-api';
import { confidencePercent, describeEvidence } from '../lib/evidence';
import { useEvidenceText } from './evidence-text';
import { MatchBadge } from './match-badge';
import { StarRating } from './star-rating';
import { SuggestedCredit, suggestionsOf } from './suggested-credit';

/** A "Could be: …" line that says nothing the suggestion buttons do not (no name set aside). */
const onlyCandidates = (evidence: NonNullable<ReturnType<typeof describeEvidence>>) =>
  evidence.kind === 'candidates' && evidence.setAside.length === 0;

export function authorOf(review: Pick<Review, 'authorName' | 'isAnonymous'>): string | null {
  const name = review.authorName?.trim();
  return review.isAnonymous || !name ? null : name;
}

export function ReviewCard({
  review,
  onAttribute,
  onReply,
  canCredit = false,
}: {
  review: Review;
  /** Offers the engine's suggestions as one-tap credits (managers and admins). */
  canCredit?: boolean;
  /** Opens the manual attribution dialog; absent when the role may not change attributions. */
  onAttribute?: (review: Review) => void;
  /** Opens the reply dialog; absent unless replies can be posted (Business Profile). */
  onReply?: (review: Review) => void;
}) {
  const { t } = useTranslation();
  const evidenceText = useEvidenceText();
  const [showOriginal, setShowOriginal] = useState(false);

  const author = authorOf(review) ?? t('reviews.card.anonymous');
  const original = review.originalText?.trim() ? review.originalText : null;
  const body = showOriginal && original ? original : (review.text ?? original);
  const evidence = describeEvidence(review);
  const confidence =
    review.matchType === 'manual' ? null : confidencePercent(review.matchConfidence);
  const matched = review.employeeName !== null && review.matchType !== 'unmatched';
  const replied = Boolean(review.replyText?.trim());
  // The engine's suggestions replace its "Could be: …" line with one-tap buttons.
  const suggesting = canCredit && suggestionsOf(review).length > 0;
  // Which shop's Google page it came from, for a business with several (docs/locations.md).
  const location = useSeveralLocations()?.find((l) => l.id === review.locationId);

  return (
    <article className="min-w-0 rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="min-w-0 font-semibold break-words">{author}</h2>
        <StarRating rating={review.rating} />
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground sm:ml-auto">
          {location && (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t('reviews.card.location')}:</span>
              {location.name}
            </span>
          )}
          <time dateTime={review.publishedAt}>
            {formatDateTime(review.publishedAt, currentLanguage())}
          </time>
        </p>
      </header>

      {body ? (
        <p data-user-text className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line">
          {body}
        </p>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground italic">{t('reviews.card.noText')}</p>
      )}
      {original && review.text && original !== review.text && (
        <button
          type="button"
          onClick={() => setShowOriginal((value) => !value)}
          aria-pressed={showOriginal}
          className="mt-2 inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary hover:underline"
        >
          <Languages aria-hidden="true" className="size-4" />
          {t(showOriginal ? 'reviews.card.showTranslation' : 'reviews.card.showOriginal')}
        </button>
      )}

      {replied && (
        <div className="mt-3 rounded-xl bg-muted/70 p-3 text-sm">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-muted-foreground">
            <MessageSquareReply aria-hidden="true" className="size-3.5" />
            {t('reviews.card.reply')}
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{review.replyText}</p>
        </div>
      )}

      <footer className="mt-4 flex flex-col gap-3 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <MatchBadge matchType={review.matchType} />
            <span className="min-w-0 font-medium break-words">
              {matched ? review.employeeName : t('reviews.card.notAttributed')}
            </span>
            {confidence !== null && (
              <span className="text-muted-foreground">
                {t('reviews.card.confidence', { percent: confidence })}
              </span>
            )}
          </p>
          {evidence && !(suggesting && onlyCandidates(evidence)) && (
            <p className="break-words text-muted-foreground">{evidenceText(evidence)}</p>
          )}
          {suggesting && <SuggestedCredit review={review} author={author} />}
        </div>
        {(onAttribute || onReply) && (
          <div className="flex shrink-0 flex-wrap gap-2 self-start sm:self-center">
            {onReply && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onReply(review)}
                aria-label={t(replied ? 'reviews.reply.editFor' : 'reviews.reply.actionFor', {
                  author,
                })}
              >
                <MessageSquareReply aria-hidden="true" className="size-4" />
                {t(replied ? 'reviews.reply.edit' : 'reviews.reply.action')}
              </Button>
            )}
            {onAttribute && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onAttribute(review)}
                aria-label={t('reviews.card.attributeFor', { author })}
              >
                <UserRoundPen aria-hidden="true" className="size-4" />
                {t('reviews.card.attribute')}
              </Button>
            )}
          </div>
        )}
      </footer>
    </article>
  );
}
