// POST /api/business/resolve-google-url for a link the form cannot read by itself (a short link,
// a CID alone): asked once the manager has pasted it, so the form says at once whether Google's
// redirects lead to a place (docs/google.md §D.4). Links that name their place are not sent.
import { useQuery } from '@tanstack/react-query';
import { parseGoogleBusinessUrl } from '@common/google-url';
import { businessApi } from '@common/api/business';
import { call } from '../../../lib/api-client';

export function usePlaceOfLink(url: string) {
  const link = url.trim();
  const offline = link ? parseGoogleBusinessUrl(link) : null;
  const needsGoogle = Boolean(offline?.needsNetwork);
  return useQuery({
    queryKey: ['resolve-google-url', link],
    queryFn: ({ signal }) => call(businessApi.resolveGoogleUrl, { body: { url: link }, signal }),
    enabled: needsGoogle,
    staleTime: Infinity,
    retry: false,
  });
}
