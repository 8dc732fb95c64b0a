// What the two dialogs over the Business Profile account's locations share: one location's
// lines (title with a badge, address, account) and the list's loading, error and empty states.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoogleLocation } from '@common/schemas/google';
import { Alert } from '../../../components/ui/alert';
import { describeError } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';

export function GoogleLocationText({
  location,
  badge,
}: {
  location: GoogleLocation;
  badge?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <span className="min-w-0 break-words">
      <span className="flex flex-wrap items-center gap-2 font-medium">
        {location.title || t('settings.google.location.untitled')}
        {badge && (
          <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
            {badge}
          </span>
        )}
      </span>
      {location.address && (
        <span className="block text-xs text-muted-foreground">{location.address}</span>
      )}
      {location.accountName && (
        <span className="block text-xs text-muted-foreground">
          {t('settings.google.location.account', { name: location.accountName })}
        </span>
      )}
    </span>
  );
}

/** Loading, a failed call to Google, or an account without locations. */
export function GoogleLocationsState({
  query,
}: {
  query: UseQueryResult<{ items: GoogleLocation[] }>;
}) {
  const { t } = useTranslation();
  const show = useErrorText();
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('settings.google.loading')}
      </p>
    );
  if (query.isError)
    return <Alert>{show(describeError(query.error, 'settings.google.errors.loadFailed'))}</Alert>;
  if (query.data.items.length === 0)
    return <p className="text-sm">{t('messages.googleNoLocation')}</p>;
  return null;
}
