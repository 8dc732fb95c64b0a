// POST /api/functions/connect-business: join an existing business by its id, or create one from
// a Google Business URL. Afterwards every cached query is stale and the session is re-read, since
// the business is part of it (docs/product-rules.md §4).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BusinessConnection } from '@common/schemas/auth';
import { accessApi } from '@common/api/access';
import { call } from '../../../lib/api-client';
import { unwrapEnvelope } from './business-envelope';
import { SESSION_QUERY_KEY } from './get-session';

type ConnectBusinessRequest = { business_id: string } | { googleBusinessUrl: string };

async function connectBusiness(body: ConnectBusinessRequest): Promise<BusinessConnection> {
  return unwrapEnvelope(await call(accessApi.connectBusiness, { body }));
}

/** docs/product-rules.md §4: connecting or disconnecting invalidates cached queries and refreshes the session. */
export async function refreshAfterConnectionChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries(),
    queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY }),
  ]);
}

export function useConnectBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectBusiness,
    onSuccess: () => refreshAfterConnectionChange(queryClient),
  });
}
