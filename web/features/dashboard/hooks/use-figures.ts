import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatCount, formatRating, formatRatio } from '../lib/figures';

/** The figure formatters in the interface language, re-rendered when the language changes. */
export function useFigures() {
  useTranslation();
  const language = currentLanguage();
  return {
    language,
    count: (value: number) => formatCount(value, language),
    ratio: (value: number | null | undefined) => formatRatio(value, language),
    rating: (value: number | null | undefined) => formatRating(value, language),
  };
}
