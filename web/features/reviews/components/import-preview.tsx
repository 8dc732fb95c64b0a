// What a dry run read from the owner's files, before anything is saved: how many reviews, of
// which dates, new or already here, the first rows as they will be stored, and the rows that
// will be left out with why.
import { useTranslation } from 'react-i18next';
import type { ImportPreview, ImportReport } from '@common/schemas/reviews';
import { currentLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { ImportRejections } from './import-rejections';
import { StarRating } from './star-rating';

function FirstRows({ rows }: { rows: ImportPreview['rows'] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <div>
      <p className="text-sm font-semibold">{t('reviews.import.preview.firstRows')}</p>
      <ul className="mt-1.5 divide-y rounded-xl border text-sm">
        {rows.map((row) => (
          <li key={row.row} className="space-y-0.5 px-3 py-2">
            <p className="flex flex-wrap items-center gap-x-2">
              <span className="font-medium break-words" data-user-text>
                {row.authorName ?? t('reviews.card.anonymous')}
              </span>
              <StarRating rating={row.rating} />
              <time className="text-xs text-muted-foreground sm:ml-auto" dateTime={row.publishedAt}>
                {formatDateTime(row.publishedAt, language)}
              </time>
            </p>
            {row.text && (
              <p className="line-clamp-2 break-words text-muted-foreground" data-user-text>
                {row.text}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ImportPreviewView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const preview = report.preview;
  if (!preview) return null;
  const language = currentLanguage();
  const figures = [
    { key: 'new', value: preview.newReviews },
    { key: 'known', value: preview.knownReviews },
    { key: 'left', value: report.rejected.length },
  ] as const;
  return (
    <div className="space-y-4" role="status">
      <div>
        <p className="font-semibold">
          {preview.readable > 0
            ? t('reviews.import.preview.summary', { count: preview.readable })
            : t('reviews.import.preview.nothing')}
        </p>
        <p className="text-sm text-muted-foreground">
          {t(`reviews.import.preview.layout.${preview.layout}`)}
          {preview.from && preview.to && (
            <>
              {' · '}
              {t('reviews.import.preview.range', {
                from: formatDateTime(preview.from, language),
                to: formatDateTime(preview.to, language),
              })}
            </>
          )}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {figures.map((item) => (
          <div key={item.key} className="rounded-xl bg-muted px-2 py-3">
            <dt className="text-xs text-muted-foreground">
              {t(`reviews.import.preview.${item.key}`)}
            </dt>
            <dd className="text-xl font-bold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
      {preview.rows.length > 0 && <FirstRows rows={preview.rows} />}
      <ImportRejections report={report} />
    </div>
  );
}
