// Google's title for the place, offered as the business's name once Google is connected
// (docs/google.md): a name typed at sign-up or read from a pasted search link ("frizerski salon
// lepota beograd") goes onto the cards and the public page, so the owner chooses before printing.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';
import { queryKeys } from '../../../lib/query-keys';
import { useBusinessSettings, useUpdateBusinessSettings } from '../api/business-settings';

/** `title`: the Google status's `offeredName`, shown right where the connection was made. */
export function GoogleTitleOffer({ title }: { title: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const show = useErrorText();
  const queryClient = useQueryClient();
  const settings = useBusinessSettings().data;
  const update = useUpdateBusinessSettings();
  if (!settings) return null;
  const answered = () => queryClient.invalidateQueries({ queryKey: queryKeys.google.status });
  const onError = (error: unknown) =>
    toast({
      tone: 'error',
      message: show(describeError(error, 'profile.errors.saveFailed')) ?? '',
    });
  return (
    <div className="rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm">
      <p className="text-pretty">
        {t('settings.business.googleTitle.offer', { title, name: settings.name })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          pending={update.isPending && update.variables.name !== undefined}
          onClick={() =>
            update.mutate(
              { name: title },
              {
                onSuccess: () => {
                  void answered();
                  toast({
                    tone: 'success',
                    message: t('settings.business.googleTitle.used', { title }),
                  });
                },
                onError,
              },
            )
          }
        >
          {t('settings.business.googleTitle.use')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          pending={update.isPending && update.variables.googleTitle === null}
          onClick={() =>
            update.mutate({ googleTitle: null }, { onSuccess: () => void answered(), onError })
          }
        >
          {t('settings.business.googleTitle.keep', { name: settings.name })}
        </Button>
      </div>
    </div>
  );
}
