// handleError(error, {severity, title, retry, toast}) of docs/product-rules.md §8: logs the error, reports it, and
// shows a destructive toast titled 'An error occurred' with the text of errorToastText and an
// optional Retry. Where no ToastProvider is mounted it only logs and reports.
import { use, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorToastText, type HandleErrorOptions } from '../lib/error-handler';
import { wordErrorText } from '../lib/use-error-text';
import { ErrorHandlingContext } from './error-handling-provider';
import { useToastOrNull } from './ui/toast';

export type HandleError = (error: unknown, options?: HandleErrorOptions) => void;

export function useErrorHandler(): HandleError {
  const handling = use(ErrorHandlingContext);
  const toast = useToastOrNull();
  const { t } = useTranslation();
  const handle = useCallback<HandleError>(
    (error, { severity = 'medium', title, retry, toast: showToast = true } = {}) => {
      handling?.report(error, severity);
      if (!showToast || !toast) return;
      const text = errorToastText(error);
      toast({
        tone: 'error',
        title: title ?? t('errorHandler.title'),
        message: wordErrorText(t as Parameters<typeof wordErrorText>[0], text),
        ...(retry ? { action: { label: t('errorHandler.retry'), onClick: retry } } : {}),
      });
    },
    [handling, toast, t],
  );
  if (!handling) throw new Error('useErrorHandler must be used inside an ErrorHandlingProvider');
  return handle;
}
