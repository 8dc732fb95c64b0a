import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BusinessConnection } from '@common/schemas/auth';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useDisconnectBusiness } from '../../api/disconnect-business';
import { useErrorText } from '../../../../lib/use-error-text';
import { describeError } from '../../../../lib/describe-error';

const sameName = (typed: string, name: string) =>
  name.trim() !== '' && typed.trim().toLocaleLowerCase() === name.trim().toLocaleLowerCase();

/**
 * The connected business and a way out that says what it does and asks for the business's name
 * typed before it acts: disconnecting unlinks this account, and getting back needs the ID shown.
 */
export function ConnectedBusiness({ connection }: { connection: BusinessConnection }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const disconnect = useDisconnectBusiness();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  // Typing the name proves the owner read which business this is; case and outer spaces aside.
  const matches = sameName(typed, connection.businessName ?? '');

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

      <div className="mt-6 space-y-4 border-t pt-5">
        <p className="text-sm text-pretty text-muted-foreground">
          {t('businessSetup.disconnectExplain')}
        </p>
        <Alert>
          {disconnect.isError
            ? show(describeError(disconnect.error, 'businessSetup.errors.disconnectFailed'))
            : undefined}
        </Alert>
        {confirming ? (
          <form
            noValidate
            aria-labelledby="disconnect-question"
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (matches) disconnect.mutate();
            }}
          >
            <p id="disconnect-question" className="text-sm font-medium">
              {t('businessSetup.disconnectQuestion')}
            </p>
            <TextField
              id="disconnect-confirm-name"
              label={t('businessSetup.typeName', { name: connection.businessName ?? '' })}
              value={typed}
              onValueChange={setTyped}
              autoComplete="off"
              spellCheck={false}
            />
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                variant="danger"
                disabled={!matches}
                pending={disconnect.isPending}
              >
                {t('businessSetup.disconnect')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setConfirming(false);
                  setTyped('');
                }}
              >
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('businessSetup.disconnectStart')}
          </Button>
        )}
      </div>
    </section>
  );
}
