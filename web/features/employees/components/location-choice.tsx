// Where an employee works: one checkbox per open location. Shown only to a business with more than
// one open location (docs/locations.md); everyone else never sees the choice.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '@common/schemas/locations';

export function LocationChoice({
  locations,
  value,
  onChange,
  error,
}: {
  locations: Location[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const toggle = (id: string, on: boolean) =>
    onChange(
      // Kept in location order, whatever the order of the clicks.
      locations.map((l) => l.id).filter((l) => (l === id ? on : value.includes(l))),
    );
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{t('employees.form.locations')}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {locations.map((location) => (
          <label
            key={location.id}
            className="flex min-h-11 items-center gap-3 rounded-xl border px-3.5 py-2 text-sm"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={value.includes(location.id)}
              onChange={(event) => toggle(location.id, event.target.checked)}
            />
            <span className="min-w-0 break-words">{location.name}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
