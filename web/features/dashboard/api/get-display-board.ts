// GET /api/display/{token}: the thank-you board of a display link (docs/display-links.md), for a
// television with no account. Polled, since nothing else tells an unattended screen of a change.
import { useQuery } from '@tanstack/react-query';
import { displayApi } from '@common/api/display';
import { ApiError, call } from '../../../lib/api-client';

const POLL_MS = 60_000;

export function useDisplayBoard(token: string) {
  return useQuery({
    queryKey: ['display-board', token],
    queryFn: ({ signal }) => call(displayApi.board, { params: { token }, signal }),
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status === 404 ? false : POLL_MS,
    refetchIntervalInBackground: true,
    // A revoked link stays revoked: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 3,
  });
}
