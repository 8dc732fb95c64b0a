// The "Google integration" section of the settings (SPEC §2, §4): the status with the server's
// message, the connection type and last sync, the Places API key form, and the actions test,
// sync now and disconnect. The Places path is limited to 5 reviews per fetch (DESIGN §4).
import { useState } from 'react';
import { Info } from 'lucide-react';
import { IntegrationStatusBadge, toneColours } from '../../../components/integration-status-badge';
import { statusBadge } from '../../../lib/integration-status';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useGoogleStatus } from '../api/get-google-status';
import { useTestGoogleConnection } from '../api/test-connection';
import { describeError, describeMessage } from '../../../lib/describe-error';
import { availableActions, type GoogleStatus } from '../lib/google-integration';
import { DisconnectDialog } from './disconnect-dialog';
import { useErrorText } from '../../../lib/use-error-text';
import { PlacesConnectForm } from './places-connect-form';
import { SyncProgress } from './sync-progress';
import { useReviewSync } from './use-review-sync';

function StatusDetails({ status }: { status: GoogleStatus }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const { tone } = statusBadge(status.status);
  const message = status.message
    ? show(describeMessage(status.message))
    : status.status === 'expired'
      ? t('messages.googleExpired')
      : undefined;

  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted-foreground">{t('overview.integration.status')}</dt>
          <dd className="mt-1">
            <IntegrationStatusBadge status={status.status} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('overview.integration.type')}</dt>
          <dd className="mt-1 font-semibold">
            {t(`overview.integration.types.${status.connectionType}`)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('settings.google.lastSynced')}</dt>
          <dd className="mt-1 font-semibold">
            {status.lastSyncedAt
              ? formatDateTime(status.lastSyncedAt, currentLanguage())
              : t('settings.google.neverSynced')}
          </dd>
        </div>
        {status.placeId && (
          <div>
            <dt className="text-sm text-muted-foreground">
              {t('settings.google.connect.placeId')}
            </dt>
            <dd className="mt-1 font-mono text-sm break-all">{status.placeId}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-muted-foreground">{t('settings.google.connect.apiKey')}</dt>
          <dd className="mt-1 text-sm">
            {status.hasApiKey ? t('settings.google.keyStored') : t('settings.google.noKey')}
          </dd>
        </div>
      </dl>
      {message && (
        <p
          className={`rounded-xl px-3.5 py-3 text-sm text-pretty ${
            tone === 'success' || tone === 'neutral' ? 'bg-muted' : toneColours(tone)
          }`}
        >
          {message}
        </p>
      )}
      {(status.limited || status.connectionType === 'places_api') && (
        <p className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning-soft px-3.5 py-3 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>{t('settings.google.limited')}</span>
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {t('settings.google.importHint')}{' '}
        <Link
          to="/business-dashboard/reviews"
          className="font-medium text-primary underline underline-offset-4"
        >
          {t('settings.google.importLink')}
        </Link>
      </p>
    </div>
  );
}

function Actions({ status }: { status: GoogleStatus }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const toast = useToast();
  const test = useTestGoogleConnection();
  const sync = useReviewSync();
  const [disconnecting, setDisconnecting] = useState(false);
  const allowed = availableActions(status);

  function runTest() {
    test.mutate(undefined, {
      onSuccess: () => toast({ tone: 'success', message: t('settings.google.test.succeeded') }),
      onError: (error) => {
        const failed = t('messages.connectionTestFailed');
        const text = show(describeError(error, 'messages.connectionTestFailed'));
        toast(
          text && text !== failed
            ? { tone: 'error', title: failed, message: text }
            : { tone: 'error', message: failed },
        );
      },
    });
  }

  if (!allowed.test && !allowed.sync && !allowed.disconnect) return null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {allowed.test && (
          <Button variant="secondary" onClick={runTest} pending={test.isPending}>
            {t('settings.google.test.button')}
          </Button>
        )}
        {allowed.sync && (
          <Button onClick={sync.run} pending={sync.running}>
            {t('settings.google.sync.button')}
          </Button>
        )}
        {allowed.disconnect && (
          <Button variant="ghost" onClick={() => setDisconnecting(true)}>
            {t('settings.google.disconnect.button')}
          </Button>
        )}
      </div>
      {sync.job && sync.running && <SyncProgress job={sync.job} />}
      <DisconnectDialog open={disconnecting} onClose={() => setDisconnecting(false)} />
    </div>
  );
}

export function GoogleIntegrationSection() {
  const { t } = useTranslation();
  const show = useErrorText();
  const query = useGoogleStatus();
  const status = query.data;

  return (
    <section
      aria-labelledby="google-integration-title"
      className="space-y-6 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="google-integration-title" className="text-lg font-semibold">
          {t('overview.integration.title')}
        </h2>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">
          {t('settings.google.description')}
        </p>
      </div>
      {status ? (
        <>
          <StatusDetails status={status} />
          <Actions status={status} />
          <hr />
          <PlacesConnectForm key={status.placeId ?? ''} status={status} />
        </>
      ) : query.isError ? (
        <div className="space-y-3">
          <Alert>{show(describeError(query.error, 'settings.google.errors.loadFailed'))}</Alert>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('settings.google.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {t('settings.google.loading')}
        </p>
      )}
    </section>
  );
}
