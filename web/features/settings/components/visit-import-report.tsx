// What a visits file holds, before and after it is stored: how many visits, repeats of earlier
// imports, rows left out and why, names on the staff column nobody on the team has, and the
// first rows as read (docs/visits.md).
import { useTranslation } from 'react-i18next';
import type { VisitImportReport as Report } from '@common/schemas/visits';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

export function VisitImportReport({ report }: { report: Report }) {
  const { t } = useTranslation();
  const reasons = new Map<Report['rejected'][number]['reason'], number>();
  for (const { reason } of report.rejected) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  return (
    <div className="space-y-3 rounded-xl border p-4 text-sm">
      <p className="font-medium">
        {t(
          report.preview ? 'settings.visits.report.willImport' : 'settings.visits.report.imported',
          {
            count: report.imported,
          },
        )}
      </p>
      <ul className="space-y-1 text-muted-foreground">
        <li>{t('settings.visits.report.rows', { count: report.total })}</li>
        {report.duplicates > 0 && (
          <li>{t('settings.visits.report.duplicates', { count: report.duplicates })}</li>
        )}
        {[...reasons].map(([reason, count]) => (
          <li key={reason}>{t(`settings.visits.report.reasons.${reason}`, { count })}</li>
        ))}
      </ul>
      {report.unknownEmployees.length > 0 && (
        <div>
          <p>{t('settings.visits.report.unknownStaff')}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {report.unknownEmployees.map(({ name, rows }) => (
              <li
                key={name}
                data-user-text
                className="rounded-full bg-warning-soft px-2.5 py-0.5 text-xs text-warning"
              >
                {t('settings.visits.report.unknownName', { name, count: rows })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {report.sample.length > 0 && (
        <table className="w-full text-left text-xs">
          <caption className="pb-1 text-left text-muted-foreground">
            {t('settings.visits.report.sample')}
          </caption>
          <thead>
            <tr className="text-muted-foreground">
              <th className="py-1 font-medium">{t('settings.visits.report.customer')}</th>
              <th className="py-1 font-medium">{t('settings.visits.report.employee')}</th>
              <th className="py-1 font-medium">{t('settings.visits.report.when')}</th>
            </tr>
          </thead>
          <tbody data-user-text>
            {report.sample.map((row, index) => (
              <tr key={index} className="border-t">
                <td className="py-1 pr-2 break-words">{row.customerName}</td>
                <td className="py-1 pr-2 break-words">{row.employeeName}</td>
                <td className="py-1">{formatDateTime(row.servedAt, currentLanguage())}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
