// Under a pasted Google link that names no place by itself (a short link from a phone, a CID):
// whether Google's redirects lead to a place, found as soon as it is pasted.
import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePlaceOfLink } from '../api/place-of-link';

export function LinkPlaceStatus({ url }: { url: string }) {
  const { t } = useTranslation();
  const place = usePlaceOfLink(url);
  if (place.fetchStatus === 'idle' && place.status === 'pending') return null;
  if (place.isFetching)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle
          aria-hidden="true"
          className="size-4 animate-spin motion-reduce:animate-none"
        />
        {t('settings.locations.linkChecking')}
      </p>
    );
  const found = place.data?.placeId || place.data?.writeReviewUrl;
  return (
    <p role="status" className="flex items-start gap-2 text-sm">
      {found ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
      ) : (
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      )}
      <span data-user-text={found && place.data?.name ? '' : undefined}>
        {found
          ? place.data?.name
            ? t('settings.locations.linkFound', { name: place.data.name })
            : t('settings.locations.linkFoundUnnamed')
          : t('messages.googleUrlUnresolved')}
      </span>
    </p>
  );
}
