// The complete way in: Google Business Profile over OAuth (every review, and replies). A real
// link, not a fetch: the browser leaves for Google's consent screen and comes back with
// ?google={result}. Without an OAuth client on the server, only a note says why it is missing.
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/ui/button';
import { googleApi } from '@common/api/google';
import { hrefOf } from '../../../lib/api-client';
import type { GoogleStatus } from '../lib/google-integration';
import { AddGoogleLocationsButton, canAddGoogleLocations } from './add-google-locations';

export function BusinessProfileConnect({
  status,
  onChooseLocation,
}: {
  status: GoogleStatus;
  onChooseLocation: () => void;
}) {
  const { t } = useTranslation();
  if (!status.oauthAvailable) {
    return (
      <p className="text-sm text-muted-foreground">{t('settings.google.oauth.unavailable')}</p>
    );
  }
  const connected = status.connectionType === 'business_profile';

  return (
    <div className="space-y-3 rounded-2xl border border-primary/30 bg-primary-soft/40 p-4">
      <div>
        <h4 className="flex flex-wrap items-center gap-2 font-semibold">
          {t('settings.google.oauth.title')}
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('settings.google.oauth.recommended')}
          </span>
        </h4>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">
          {t('settings.google.oauth.description')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={hrefOf(googleApi.oauthStart)}
          className={buttonClass(connected ? 'secondary' : 'primary')}
        >
          <img src="/google-logo.svg" alt="" width={16} height={16} className="size-4" />
          {connected
            ? t('settings.google.oauth.reconnectButton')
            : t('settings.google.oauth.button')}
        </a>
        {connected && (
          <Button variant="ghost" onClick={onChooseLocation}>
            {t('settings.google.location.change')}
          </Button>
        )}
        {canAddGoogleLocations(status) && <AddGoogleLocationsButton />}
      </div>
    </div>
  );
}
