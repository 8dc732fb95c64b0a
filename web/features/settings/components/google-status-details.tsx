// The state of the connection: status, type, the Business Profile location, last sync, the Place
// ID and whether a key is stored, the server's message, and what to do about an expired one or a
// Business Profile connection still without a location.
import { Info, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBusinessSettings } from '../api/business-settings';
import { IntegrationStatusBadge, toneColours } from '../../../components/integration-status-badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { describeMessage } from '../../../lib/describe-message';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { statusBadge } from '../../../lib/integration-status';
import { useErrorText } from '../../../lib/use-error-text';
import { googleApi } from '@common/api/google';
import { hrefOf } from '../../../lib/api-client';
import type { GoogleStatus } from '../lib/google-integration';
import { needsLocation } from '../lib/google-oauth-return';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

export function GoogleStatusDetails({
  status,
  onChooseLocation,
}: {
  status: GoogleStatus;
  onChooseLocation: () => void;
}) {
  const { t } = useTranslation();
  const show = useErrorText();
  // In the business's time zone, like every other time on the settings screen.
  const timezone = useBusinessSettings().data?.timezone;
  const { tone } = statusBadge(status.status);
  const expired = status.status === 'expired';
  // An expired connection is always explained in the catalogue's words, with the way back.
  const message = expired
    ? t('messages.googleExpired')
    : status.message
      ? show(describeMessage(status.message))
      : undefined;

  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact term={t('overview.integration.status')}>
          <IntegrationStatusBadge status={status.status} />
        </Fact>
        <Fact term={t('overview.integration.type')}>
          <span className="font-semibold">
            {t(`overview.integration.types.${status.connectionType}`)}
          </span>
        </Fact>
        {status.connectionType === 'business_profile' && (
          <Fact term={t('settings.google.location.label')}>
            <span className="font-semibold break-words">
              {status.location
                ? (status.location.title ?? t('settings.google.location.untitled'))
                : t('settings.google.location.none')}
            </span>
          </Fact>
        )}
        <Fact term={t('settings.google.lastSynced')}>
          <span className="font-semibold">
            {status.lastSyncedAt
              ? formatDateTime(status.lastSyncedAt, currentLanguage(), timezone)
              : t('settings.google.neverSynced')}
          </span>
        </Fact>
        {status.placeId && (
          <Fact term={t('settings.google.connect.placeId')}>
            <span className="font-mono text-sm break-all">{status.placeId}</span>
          </Fact>
        )}
        {status.connectionType !== 'business_profile' && (
          <Fact term={t('settings.google.connect.apiKey')}>
            <span className="text-sm">
              {status.hasApiKey ? t('settings.google.keyStored') : t('settings.google.noKey')}
            </span>
          </Fact>
        )}
      </dl>
      {message && (
        <div
          className={`flex flex-wrap items-center gap-3 rounded-xl px-3.5 py-3 text-sm text-pretty ${
            tone === 'success' || tone === 'neutral' ? 'bg-muted' : toneColours(tone)
          }`}
        >
          <p className="min-w-0 flex-1">{message}</p>
          {expired && status.oauthAvailable && (
            <a href={hrefOf(googleApi.oauthStart)} className={buttonClass('primary', 'sm')}>
              {t('settings.google.oauth.reconnect')}
            </a>
          )}
        </div>
      )}
      {needsLocation(status) && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-warning/40 bg-warning-soft px-3.5 py-3 text-sm">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-warning" />
          <p className="min-w-0 flex-1">{t('messages.googleChooseLocation')}</p>
          <Button size="sm" onClick={onChooseLocation}>
            {t('settings.google.location.choose')}
          </Button>
        </div>
      )}
      {(status.limited || status.connectionType === 'places_api') && (
        <p className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning-soft px-3.5 py-3 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>{t('settings.google.limited')}</span>
        </p>
      )}
    </div>
  );
}
