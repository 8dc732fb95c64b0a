// Last 24 hours / Last 7 days / Last 30 days. On a phone the three long labels do not fit side
// by side (least of all in Serbian), so a native select stands in below the `sm` breakpoint.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_RANGES, type TimeRange } from '@common/constants';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { parseRange } from '../lib/range';

export function RangeSwitch({
  value,
  onChange,
}: {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const options = TIME_RANGES.map((range) => ({
    value: range,
    label: t(`overview.ranges.${range}`),
  }));

  return (
    <>
      <div className="sm:hidden">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('overview.rangeLegend')}
        </label>
        <select
          id={selectId}
          value={value}
          onChange={(event) => onChange(parseRange(event.target.value))}
          className="mt-1.5 block h-11 w-full rounded-full border bg-card px-4 text-sm font-medium"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <SegmentedControl
        className="hidden w-fit sm:block"
        legend={t('overview.rangeLegend')}
        value={value}
        options={options}
        onChange={onChange}
      />
    </>
  );
}
