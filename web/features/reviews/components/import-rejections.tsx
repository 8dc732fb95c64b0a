// The rows of an imported file that were not read, each with its reason in the reader's language
// (by the rejection's code; the server's English only for a rejection without one).
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@common/schemas/reviews';
import { summariseReport } from '../lib/import-report';

export function ImportRejections({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const summary = summariseReport(report);
  if (summary.rejectedCount === 0) return null;
  const reason = (item: (typeof summary.listed)[number]) =>
    item.code ? t(`reviews.import.reasons.${item.code}`) : item.reason;
  return (
    <div>
      <p className="text-sm font-semibold">
        {t('reviews.import.report.rejected', { count: summary.rejectedCount })}
      </p>
      <ul className="mt-1.5 max-h-48 space-y-1 overflow-y-auto rounded-xl border p-3 text-sm">
        {summary.listed.map((item, index) => (
          <li key={`${item.file ?? ''}-${item.row}-${index}`} className="break-words">
            {item.file
              ? t('reviews.import.report.rowInFile', {
                  file: item.file,
                  row: item.row,
                  reason: reason(item),
                })
              : t('reviews.import.report.row', { row: item.row, reason: reason(item) })}
          </li>
        ))}
        {summary.more > 0 && (
          <li className="text-muted-foreground">
            {t('reviews.import.report.more', { count: summary.more })}
          </li>
        )}
      </ul>
    </div>
  );
}
