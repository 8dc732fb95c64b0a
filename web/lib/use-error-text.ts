import { useTranslation } from 'react-i18next';
import type { ErrorText } from './describe-error';

/** Renders an ErrorText (catalogue key or server text) in the interface language. */
export function useErrorText(): (value: ErrorText | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return (value) => {
    if (!value) return undefined;
    return 'key' in value ? t(value.key) : value.text;
  };
}
