// POST /api/auth/signout, then forget everything local (docs/product-rules.md §4) and go to the sign-in page.
// While this runs the protected pages hold still (sign-out-status.ts) instead of racing to /auth
// with a "return to" of the page being left.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@common/paths';
import { authApi } from '@common/api/auth';
import { ApiError, call } from '../../../lib/api-client';
import { clearLocalCache } from '../lib/clear-local-cache';
import { replaceSession } from './session-cache';
import { SIGN_OUT_MUTATION_KEY } from './sign-out-status';

async function signOut(): Promise<void> {
  try {
    await call(authApi.signOut);
  } catch (error) {
    // Already signed out (or expired) is the outcome we wanted.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    mutationFn: signOut,
    onSuccess: async () => {
      clearLocalCache();
      replaceSession(queryClient, null);
      await navigate(paths.auth, { replace: true });
    },
  });
}
