import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@common/constants';
import { currentLanguage, setLanguage } from '../lib/i18n';

const BUTTON =
  'inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground';

/** The other language, named in itself so its speakers find it. */
const OTHER: Record<Language, { language: Language; name: string }> = {
  en: { language: 'sr', name: 'Srpski' },
  sr: { language: 'en', name: 'English' },
  'sr-Cyrl': { language: 'en', name: 'English' },
};

/** Serbian's other script, offered while Serbian is shown. */
const OTHER_SCRIPT: Partial<Record<Language, { language: Language; name: string; short: string }>> =
  {
    sr: { language: 'sr-Cyrl', name: 'Ћирилица', short: 'Ћир' },
    'sr-Cyrl': { language: 'sr', name: 'Latinica', short: 'Lat' },
  };

/**
 * Switches the interface language in place (the app pages have no language in their path):
 * English or Serbian, and while Serbian is shown, Latin or Cyrillic script.
 */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const other = OTHER[active];
  const script = OTHER_SCRIPT[active];

  return (
    <span className="inline-flex items-center">
      <button
        type="button"
        lang={other.language}
        title={t('language.switchLabel')}
        onClick={() => void setLanguage(other.language)}
        className={BUTTON}
      >
        <Languages aria-hidden="true" className="size-4" />
        <span className={compact ? 'sr-only sm:not-sr-only' : ''}>{other.name}</span>
      </button>
      {script && (
        <button
          type="button"
          lang={script.language}
          onClick={() => void setLanguage(script.language)}
          className={BUTTON}
        >
          {compact ? (
            <>
              <span className="sm:hidden">{script.short}</span>
              <span className="hidden sm:inline">{script.name}</span>
            </>
          ) : (
            script.name
          )}
        </button>
      )}
    </span>
  );
}
