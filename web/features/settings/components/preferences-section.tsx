// "Preferences" (docs/product-rules.md §2 Settings: dark theme, language; §9: both kept in this browser). The theme
// uses the same helpers as the header's toggle; the language the same switch as the language
// button, stored under the language key.
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@common/constants';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { applyTheme, useTheme } from '../../../lib/theme';
import { LANGUAGE_SHORT_NAMES, currentLanguage, setLanguage } from '../../../lib/i18n';

function DarkThemeSwitch() {
  const { t } = useTranslation();
  const dark = useTheme() === 'dark';
  return (
    <label className="flex cursor-pointer items-center justify-between gap-4">
      <span className="text-sm font-medium">{t('settings.preferences.darkTheme')}</span>
      <input
        type="checkbox"
        role="switch"
        checked={dark}
        onChange={(event) => {
          applyTheme(event.target.checked ? 'dark' : 'light');
        }}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className={
          // The border keeps the switch visible when off, in the dark theme too.
          'relative inline-flex h-6 w-11 shrink-0 rounded-full border border-foreground/30 ' +
          'bg-muted transition-colors peer-checked:border-primary ' +
          'peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ' +
          'peer-focus-visible:outline-primary after:absolute after:top-0.5 after:left-0.5 ' +
          'after:size-5 after:rounded-full after:bg-background after:shadow-sm ' +
          'after:transition-transform peer-checked:after:translate-x-5'
        }
      />
    </label>
  );
}

export function PreferencesSection() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const options = LANGUAGES.map((value) => ({ value, label: LANGUAGE_SHORT_NAMES[value] }));
  return (
    <section
      aria-labelledby="preferences-title"
      className="space-y-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="preferences-title" className="text-lg font-semibold">
          {t('settings.preferences.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('settings.preferences.description')}
        </p>
      </div>
      <DarkThemeSwitch />
      <SegmentedControl<Language>
        legend={t('settings.preferences.language')}
        value={language}
        options={options}
        onChange={(next) => void setLanguage(next)}
        className="max-w-xs"
      />
    </section>
  );
}
