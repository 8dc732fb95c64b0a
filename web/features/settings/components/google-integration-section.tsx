// The "Google integration" section of the settings (docs/product-rules.md §2, §4): the state of the connection,
// the actions test, sync now and disconnect, then the three ways in: Business Profile over OAuth
// (complete), the Places API key (a quick start limited to 5 reviews per fetch, docs/http-api.md) and
// file import on the Reviews page.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/describe-error';
import { useGoogleStatus } from '../../../lib/google-status';
import { useErrorText } from '../../../lib/use-error-text';
import { useTestGoogleConnection } from '../api/test-connection';
import { availableActions, type GoogleStatus } from '../lib/google-integration';
import { BusinessProfileConnect } from './business-profile-connect';
import { DisconnectDialog } from './disconnect-dialog';
import { GoogleStatusDetails } from './google-status-details';
import { LocationPickerDialog } from './location-picker-dialog';
import { PlacesConnectForm } from './places-connect-form';
import { SyncDone, SyncProgress } from './sync-progress';
import { GoogleTitleOffer } from './google-title-offer';
import { useOauthReturn } from './use-oauth-return';
import { useReviewSync } from './use-review-sync';

function ImportWay() {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-muted-foreground">
      {t('settings.google.importHint')}{' '}
      <Link
        to="/business-dashboard/reviews"
        className="font-medium text-primary underline underline-offset-4"
      >
        {t('settings.google.importLink')}
      </Link>
    </p>
  );
}

function Actions({
  status,
  sync,
}: {
  status: GoogleStatus;
  sync: ReturnType<typeof useReviewSync>;
}) {
  const { t } = useTranslation();
  const show = useErrorText();
  const toast = useToast();
  const test = useTestGoogleConnection();
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
      {sync.job && !sync.running && sync.job.status === 'succeeded' && <SyncDone job={sync.job} />}
      <DisconnectDialog open={disconnecting} onClose={() => setDisconnecting(false)} />
    </div>
  );
}

export function GoogleIntegrationSection() {
  const { t } = useTranslation();
  const show = useErrorText();
  const query = useGoogleStatus();
  const status = query.data;
  const [picking, setPicking] = useState(false);
  const openPicker = useCallback(() => setPicking(true), []);
  // The first import starts as soon as a way in works (issue: the first minute after connecting
  // Google), and its progress shows here, under the buttons.
  const sync = useReviewSync();
  const importNow = sync.run;
  useOauthReturn(openPicker, importNow);

  return (
    <section
      id="google-integration"
      aria-labelledby="google-integration-title"
      className="scroll-mt-24 space-y-6 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
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
          <GoogleStatusDetails status={status} onChooseLocation={openPicker} />
          {status.offeredName && <GoogleTitleOffer title={status.offeredName} />}
          <Actions status={status} sync={sync} />
          <hr />
          <div className="space-y-6">
            <h3 className="text-base font-semibold">{t('settings.google.ways')}</h3>
            <BusinessProfileConnect status={status} onChooseLocation={openPicker} />
            {/* One way in at a time: with Business Profile connected, a key adds nothing. */}
            {status.connectionType !== 'business_profile' && (
              <PlacesConnectForm
                key={status.placeId ?? ''}
                status={status}
                onConnected={importNow}
              />
            )}
            <ImportWay />
          </div>
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
      <LocationPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onSaved={importNow}
        status={status}
      />
    </section>
  );
}
