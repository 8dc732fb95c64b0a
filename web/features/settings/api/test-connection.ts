// POST /api/google/test: {ok: true}, or 400 'Connection Test Failed'. The status may change
// either way (a failed test can mark the integration as errored), so it is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeGoogleStatus } from './store-google-status';
import { GOOGLE_TEST_PATH } from './google-paths';

function testGoogleConnection(): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(GOOGLE_TEST_PATH);
}

export function useTestGoogleConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testGoogleConnection,
    onSettled: () => storeGoogleStatus(queryClient),
  });
}
