// GET /api/business/setup and POST /api/business/setup/dismiss: the setup guide's progress,
// polled while a step is open so the test scan ticks without a reload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setupApi } from '@common/api/setup';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const SETUP_QUERY_KEY = queryKeys.business.setup;
const POLL_MS = 10_000;

export function useSetupGuide() {
  return useQuery({
    queryKey: SETUP_QUERY_KEY,
    queryFn: ({ signal }) => call(setupApi.status, { signal }),
    refetchInterval: (query) => (query.state.data?.complete === false ? POLL_MS : false),
  });
}

export function useDismissSetupGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(setupApi.dismiss),
    onSuccess: (status) => queryClient.setQueryData(SETUP_QUERY_KEY, status),
  });
}
