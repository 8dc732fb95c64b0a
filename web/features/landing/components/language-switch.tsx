import { Languages } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@common/constants';
import { LANGUAGE_SHORT_NAMES } from '../../../lib/i18n';

/** Links to the landing page in every other language, each named in its own language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const others = LANGUAGES.filter((language) => language !== i18n.language);

  return (
    <nav aria-label={t('language.switchLabel')} className="flex items-center">
      <Languages aria-hidden="true" className="size-4 text-muted-foreground" />
      <ul className="flex items-center">
        {others.map((language) => (
          <li key={language}>
            <Link
              to={`/${language}`}
              lang={language}
              hrefLang={language}
              className="inline-flex h-10 items-center rounded-full px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground sm:px-3"
            >
              {LANGUAGE_SHORT_NAMES[language]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
