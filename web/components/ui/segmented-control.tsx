// A choice of one of a few options shown side by side (e.g. All / Active / Inactive). Native
// radio buttons underneath, so arrow keys, the group's name and the checked state need no code.
import { useId } from 'react';

export function SegmentedControl<T extends string>({
  legend,
  value,
  options,
  onChange,
  className = '',
  stackOnPhone = false,
}: {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
  /** Options one under another below `sm`, for labels too long to sit side by side at 360 px. */
  stackOnPhone?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div
        className={`mt-1.5 flex border bg-muted p-1 ${stackOnPhone ? 'flex-col rounded-3xl sm:flex-row sm:rounded-full' : 'rounded-full'}`}
      >
        {options.map((option) => (
          <label key={option.value} className="relative flex-1">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={
                'flex h-9 cursor-pointer items-center justify-center rounded-full px-3.5 text-sm ' +
                'font-medium whitespace-nowrap text-muted-foreground transition-colors ' +
                'peer-checked:bg-card peer-checked:text-foreground peer-checked:shadow-sm ' +
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 ' +
                'peer-focus-visible:outline-primary hover:text-foreground'
              }
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
