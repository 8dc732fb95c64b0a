// "N scans of inactive employees' cards this month", and whose: old cards still in customers'
// hands lead to the business's review page but credit no one, so the owner knows whose to collect.
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useInactiveScans } from '../api/inactive-scans';

export function InactiveScansNotice() {
  const { t } = useTranslation();
  const scans = useInactiveScans();
  const count = scans.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <p className="flex items-start gap-2.5 rounded-xl border border-warning/40 bg-warning-soft px-3.5 py-3 text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        {t('employees.inactiveScans', { count })}{' '}
        {t('employees.inactiveCards', { names: whose(scans.data?.cards ?? []) })}
      </span>
    </p>
  );
}

/** "Marko Marković (2) and Ana Anić (1)", joined as the language joins a list. */
function whose(cards: readonly { name: string; count: number }[]): string {
  const list = new Intl.ListFormat(intlLocale(currentLanguage()), { type: 'conjunction' });
  return list.format(cards.map((card) => `${card.name} (${card.count})`));
}
