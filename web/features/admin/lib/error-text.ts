// Failures of the administration screens in the interface language: a known server text gets its
// translation, an unknown one is shown as sent, and with none the screen's own fallback.
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { describeMessage, messageKeyOf } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';

export function useAdminErrorText(): (error: unknown, fallbackKey: ParseKeys) => string {
  const { t } = useTranslation();
  const show = useErrorText();
  return (error, fallbackKey) => {
    const text = error instanceof Error ? error.message.trim() : '';
    if (!(text && messageKeyOf(text)) && error instanceof ApiError) {
      if (error.status === 0) return t('errors.network');
      // 5xx bodies carry no useful detail by design (DESIGN §5).
      if (error.status >= 500) return t('errors.unexpected');
    }
    return text ? (show(describeMessage(text)) ?? text) : t(fallbackKey);
  };
}
