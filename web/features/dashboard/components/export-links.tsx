// CSV downloads of the current range (managers and admins: analytics:export). Plain links: the
// browser downloads with the session cookie and shows its own progress.
import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeRange } from '@common/constants';
import { buttonClass } from '../../../components/ui/button';
import { EXPORT_KINDS, exportHref } from '../api/export-links';

export function ExportLinks({ range }: { range: TimeRange }) {
  const { t } = useTranslation();
  const labelId = useId();
  const rangeLabel = t(`overview.ranges.${range}`);

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-medium">
        {t('overview.export.label')}
      </span>
      {EXPORT_KINDS.map((kind) => (
        <a
          key={kind}
          href={exportHref(kind, range)}
          download
          title={t('overview.export.title', {
            kind: t(`overview.export.kinds.${kind}`),
            range: rangeLabel,
          })}
          className={buttonClass('secondary', 'sm')}
        >
          <Download aria-hidden="true" className="size-4" />
          {t(`overview.export.kinds.${kind}`)}
          <span className="sr-only"> {t('overview.export.srSuffix', { range: rangeLabel })}</span>
        </a>
      ))}
    </div>
  );
}
