// "Copy public URL": the clipboard, confirmed with a toast. The clipboard can refuse (no secure
// context, a denied permission), so failure is told too rather than assumed away.
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast';

export function useCopyLink(): (url: string) => Promise<void> {
  const { t } = useTranslation();
  const toast = useToast();
  return async (url) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ tone: 'success', message: t('employees.toasts.copied') });
    } catch {
      toast({ tone: 'error', message: t('employees.toasts.copyFailed', { url }) });
    }
  };
}
