// "Disconnect": asks first, since syncing stops until the business connects again.
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useDisconnectGoogle } from '../api/disconnect-google';
import { describeError } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';

export function DisconnectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const toast = useToast();
  const disconnect = useDisconnectGoogle();

  function close() {
    disconnect.reset();
    onClose();
  }

  function confirm() {
    disconnect.mutate(undefined, {
      onSuccess: () => {
        toast({ tone: 'success', message: t('settings.google.disconnect.done') });
        close();
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={disconnect.isPending}
      title={t('settings.google.disconnect.title')}
      description={t('settings.google.disconnect.description')}
    >
      <Alert className="mb-4">
        {disconnect.error
          ? show(describeError(disconnect.error, 'settings.google.errors.disconnectFailed'))
          : null}
      </Alert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={disconnect.isPending}>
          {t('settings.google.disconnect.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} pending={disconnect.isPending} data-autofocus="">
          {t('settings.google.disconnect.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
