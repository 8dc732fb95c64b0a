// A time zone typed with suggestions: the business's zone (Business information) and a location's
// own (the location dialog). A text field with a datalist rather than a select: the runtime knows
// about 400 zones, and typing "Bel" finds Europe/Belgrade faster than scrolling.
import { useId, useMemo, type ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';

/** Every zone this browser knows, with `current` first when it does not know it. */
function timeZones(current: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current === '' || zones.includes(current) ? zones : [current, ...zones];
}

export function TimeZoneField({
  initial,
  className = '',
  ...props
}: Omit<ComponentProps<typeof TextField>, 'list'> & {
  /** The saved zone, offered even if this browser does not know it. */
  initial: string;
}) {
  const listId = useId();
  const zones = useMemo(() => timeZones(initial), [initial]);
  return (
    <>
      <TextField
        {...props}
        // Chromium's suggestion arrow is a heavy black ▼ by default: quieten it to the hint's tone.
        className={`${className} [&_input::-webkit-calendar-picker-indicator]:opacity-40`}
        list={listId}
        autoComplete="off"
        spellCheck={false}
      />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
