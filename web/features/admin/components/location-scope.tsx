// Every location, or only the chosen ones: the choice of where a manager works, asked when he is
// invited and when an admin changes it later (docs/locations.md).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '@common/schemas/locations';

export interface LocationScope {
  limited: boolean;
  chosen: string[];
}

/** A limitation that names no location cannot be saved. */
export const scopeIsEmpty = (scope: LocationScope) => scope.limited && scope.chosen.length === 0;

export function LocationScopeFields({
  legend,
  legendHidden = false,
  locations,
  value,
  onChange,
}: {
  legend: string;
  /** The dialog's title already says it. */
  legendHidden?: boolean;
  /** The business's open locations, by number. */
  locations: Location[];
  value: LocationScope;
  onChange: (next: LocationScope) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { limited, chosen } = value;
  return (
    <fieldset className="space-y-2">
      <legend className={legendHidden ? 'sr-only' : 'mb-1 text-sm font-medium'}>{legend}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-scope`}
          checked={!limited}
          onChange={() => onChange({ limited: false, chosen })}
        />
        {t('admin.users.locations.all')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-scope`}
          checked={limited}
          onChange={() => onChange({ limited: true, chosen })}
        />
        {t('admin.users.locations.some')}
      </label>
      {limited && (
        <div
          role="group"
          aria-label={t('admin.users.locations.some')}
          className="ml-6 space-y-2 pt-1"
        >
          {locations.map((location) => (
            <label key={location.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(location.id)}
                onChange={(event) =>
                  onChange({
                    limited,
                    chosen: event.target.checked
                      ? [...chosen, location.id]
                      : chosen.filter((other) => other !== location.id),
                  })
                }
              />
              {location.name}
            </label>
          ))}
          {scopeIsEmpty(value) && (
            <p className="text-sm text-destructive">{t('admin.users.locations.required')}</p>
          )}
        </div>
      )}
    </fieldset>
  );
}
