// A still picture of the product's promise: one Google review, credited to the employee it
// mentions, with the evidence shown. The figures are illustrative, not live data.
import { useTranslation } from 'react-i18next';
import { MatchBadge, Stars } from './review-bits';

const SAMPLE_RATING = 5;
const SAMPLE_WEEK = { scans: 128, clickouts: 74, reviews: 41 } as const;

export function AttributionPreview() {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <figure aria-label={t('landing.preview.label')} className="relative mx-auto w-full max-w-md">
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-primary/25 via-primary/5 to-star/20 blur-2xl"
      />
      <div className="rounded-2xl border bg-card p-5 text-card-foreground shadow-xl shadow-primary/10 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="inline-flex items-center gap-2 text-sm font-medium">
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-full bg-muted text-sm font-bold text-primary"
            >
              G
            </span>
            {t('landing.preview.newReview')}
          </span>
          <Stars
            rating={SAMPLE_RATING}
            label={t('landing.preview.rating', { rating: SAMPLE_RATING })}
          />
        </div>

        <blockquote className="mt-4 leading-relaxed text-pretty">
          {t('landing.preview.quote')}
        </blockquote>

        <div className="mt-5 border-t pt-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span
              aria-hidden="true"
              className="grid size-9 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              MP
            </span>
            <span className="font-medium">{t('landing.preview.attributedTo')}</span>
            <MatchBadge>{t('landing.preview.matchType')}</MatchBadge>
          </div>
          <p className="mt-2 text-sm text-muted-foreground">{t('landing.preview.evidence')}</p>
        </div>
      </div>

      <div className="mt-4 rounded-2xl border bg-card p-4 text-card-foreground shadow-lg shadow-primary/5 sm:ml-10">
        <p className="text-xs font-medium text-muted-foreground">{t('landing.preview.period')}</p>
        <dl className="mt-2 grid grid-cols-3 gap-2">
          {(['scans', 'clickouts', 'reviews'] as const).map((metric) => (
            <div key={metric} className="flex flex-col-reverse justify-end">
              <dt className="text-xs leading-tight text-muted-foreground">
                {t(`landing.preview.${metric}`)}
              </dt>
              <dd className="text-2xl font-semibold tabular-nums">
                {number.format(SAMPLE_WEEK[metric])}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </figure>
  );
}
