import { useTranslation } from 'react-i18next';
import type { ErrorText } from './describe-error';

/** Renders an ErrorText (catalogue key or server text) in the interface language. */
export function useErrorText(): (value: ErrorText | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return (value) => {
    if (!value) return undefined;
    return wordErrorText(t as Translate, value);
  };
}

type Translate = (key: string, values?: object) => string;

/** The words of an ErrorText; keys come from the server at run time, so they are plain strings. */
export function wordErrorText(t: Translate, value: ErrorText): string {
  return 'key' in value ? t(value.key, value.params) : value.text;
}
