// POST /api/google/test: {ok: true}, or 400 'Connection Test Failed'. The status may change
// either way (a failed test can mark the integration as errored), so it is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { googleApi } from '@common/api/google';
import { call } from '../../../lib/api-client';
import { storeGoogleStatus } from './store-google-status';

function testGoogleConnection(): Promise<{ ok: true }> {
  return call(googleApi.test);
}

export function useTestGoogleConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testGoogleConnection,
    onSettled: () => storeGoogleStatus(queryClient),
  });
}
