// Downloads of the current range (managers and admins: analytics:export), as CSV or as an Excel
// workbook, in the interface language. Plain links: the browser downloads with the session
// cookie and shows its own progress.
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeRange } from '@common/constants';
import { buttonClass } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import { useChosenLocation } from '../../../lib/location-choice';
import { EXPORT_FORMATS, EXPORT_KINDS, type ExportFormat } from '@common/api/exports';
import { exportHref } from '../api/export-links';

export function ExportLinks({ range }: { range: TimeRange }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const rangeLabel = t(`overview.ranges.${range}`);
  const formatName = t(`overview.export.formats.${format}`);
  const location = useChosenLocation();

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-medium">
        {t('overview.export.label')}
      </span>
      <select
        aria-label={t('overview.export.formatLabel')}
        value={format}
        onChange={(event) => setFormat(event.target.value as ExportFormat)}
        className="h-9 rounded-full border bg-background px-3 text-sm font-medium"
      >
        {EXPORT_FORMATS.map((value) => (
          <option key={value} value={value}>
            {t(`overview.export.formats.${value}`)}
          </option>
        ))}
      </select>
      {EXPORT_KINDS.map((kind) => (
        <a
          key={kind}
          href={exportHref(kind, range, currentLanguage(), format, location)}
          download
          title={t('overview.export.title', {
            kind: t(`overview.export.kinds.${kind}`),
            range: rangeLabel,
            format: formatName,
          })}
          className={buttonClass('secondary', 'sm')}
        >
          <Download aria-hidden="true" className="size-4" />
          {t(`overview.export.kinds.${kind}`)}
          <span className="sr-only">
            {' '}
            {t('overview.export.srSuffix', { range: rangeLabel, format: formatName })}
          </span>
        </a>
      ))}
    </div>
  );
}
