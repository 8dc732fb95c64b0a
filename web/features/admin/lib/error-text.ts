// Failures of the administration screens in the interface language, from the key the server
// sends with each refusal; with none, the screen's own fallback.
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';

export function useAdminErrorText(): (error: unknown, fallbackKey: ParseKeys) => string {
  const { t } = useTranslation();
  const show = useErrorText();
  return (error, fallbackKey) => {
    const described = describeError(error, 'profile.errors.saveFailed');
    if ('key' in described && described.key === 'profile.errors.saveFailed') return t(fallbackKey);
    return show(described) ?? t(fallbackKey);
  };
}
