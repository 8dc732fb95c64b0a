// "N scans of inactive employees' cards this month": old cards still in customers' hands lead to
// the business's review page but credit no one, so the owner knows to collect them.
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useInactiveScans } from '../api/inactive-scans';

export function InactiveScansNotice() {
  const { t } = useTranslation();
  const scans = useInactiveScans();
  const count = scans.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <p className="flex items-start gap-2.5 rounded-xl border border-warning/40 bg-warning-soft px-3.5 py-3 text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>{t('employees.inactiveScans', { count })}</span>
    </p>
  );
}
