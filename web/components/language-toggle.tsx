import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@common/constants';
import { LANGUAGE_ENDONYMS, currentLanguage, setLanguage } from '../lib/i18n';

/**
 * Switches the interface between the two languages in place (the app pages have no language in
 * their path). The button names the other language in that language, so its speakers find it.
 */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const next = LANGUAGES.find((language) => language !== active) ?? active;
  const nextName = LANGUAGE_ENDONYMS[next];

  return (
    <button
      type="button"
      lang={next}
      title={t('language.switchLabel')}
      onClick={() => void setLanguage(next)}
      className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
    >
      <Languages aria-hidden="true" className="size-4" />
      <span className={compact ? 'sr-only sm:not-sr-only' : ''}>{nextName}</span>
    </button>
  );
}
