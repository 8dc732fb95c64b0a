// GET /api/functions/connect-business: is the signed-in user connected to a business? Fresh for
// 30 seconds and re-checked on focus and mount (docs/product-rules.md §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUSINESS_CONNECTION_QUERY } from '@common/constants';
import type { BusinessConnection } from '@common/schemas/auth';
import { accessApi } from '@common/api/access';
import { call } from '../../../lib/api-client';
import { unwrapEnvelope } from './business-envelope';
import { authKeys } from '../../../lib/session-keys';

async function getBusinessConnection(signal?: AbortSignal): Promise<BusinessConnection> {
  return unwrapEnvelope(await call(accessApi.connection, { signal }));
}

function businessConnectionQueryOptions() {
  return queryOptions({
    queryKey: authKeys.businessConnection,
    queryFn: ({ signal }) => getBusinessConnection(signal),
    staleTime: BUSINESS_CONNECTION_QUERY.staleTimeMs,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  });
}

export function useBusinessConnection() {
  return useQuery(businessConnectionQueryOptions());
}
