// "Re-match reviews": runs the automatic matching again, e.g. after the team changed. Managers
// and admins only (the server decides; this is shown only to them).
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useRematchReviews } from '../api/rematch-reviews';

export function RematchButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const rematch = useRematchReviews();
  const start = () =>
    rematch.mutate(undefined, {
      onSuccess: () => toast({ tone: 'success', message: t('reviews.rematch.started') }),
      onError: () =>
        toast({
          tone: 'error',
          message: t('reviews.rematch.failed'),
          action: { label: t('reviews.rematch.retry'), onClick: start },
        }),
    });
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button variant="secondary" onClick={start} disabled={rematch.isPending}>
        <RefreshCw
          aria-hidden="true"
          className={`size-4 ${rematch.isPending ? 'animate-spin motion-reduce:animate-none' : ''}`}
        />
        {t('reviews.rematch.button')}
      </Button>
      <p className="max-w-xs text-xs text-muted-foreground sm:text-right">
        {t('reviews.rematch.help')}
      </p>
    </div>
  );
}
