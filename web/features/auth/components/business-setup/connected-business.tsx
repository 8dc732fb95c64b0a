import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BusinessConnection } from '@common/schemas/auth';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useDisconnectBusiness } from '../../api/disconnect-business';
import { useErrorText } from '../../../../lib/use-error-text';
import { describeError } from '../../../../lib/describe-error';

/** The connected business and a Disconnect that asks once more before it acts. */
export function ConnectedBusiness({ connection }: { connection: BusinessConnection }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const disconnect = useDisconnectBusiness();
  const [confirming, setConfirming] = useState(false);

  return (
    <section
      aria-labelledby="connected-business-title"
      className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <Building2 aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-success">{t('businessSetup.connectedLabel')}</p>
          <h2 id="connected-business-title" className="mt-0.5 text-xl font-semibold break-words">
            {connection.businessName}
          </h2>
          <dl className="mt-3 space-y-1 text-sm text-muted-foreground">
            <div className="flex flex-wrap gap-x-2">
              <dt>{t('businessSetup.businessId')}</dt>
              <dd className="font-mono text-xs leading-5 break-all text-foreground">
                {connection.businessId}
              </dd>
            </div>
          </dl>
        </div>
      </div>

      <div className="mt-6 border-t pt-5">
        <Alert className="mb-4">
          {disconnect.isError
            ? show(describeError(disconnect.error, 'businessSetup.errors.disconnectFailed'))
            : undefined}
        </Alert>
        {confirming ? (
          <div role="group" aria-labelledby="disconnect-question" className="space-y-3">
            <p id="disconnect-question" className="text-sm">
              {t('businessSetup.disconnectQuestion')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="danger"
                pending={disconnect.isPending}
                onClick={() => disconnect.mutate()}
              >
                {t('businessSetup.disconnect')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('businessSetup.disconnect')}
          </Button>
        )}
      </div>
    </section>
  );
}
