// Whether a sign-out is under way, without the sign-out code itself, so the route guards (on
// every page) can ask cheaply.
import { useIsMutating } from '@tanstack/react-query';
import { authKeys } from '../../../lib/session-keys';

export const SIGN_OUT_MUTATION_KEY = authKeys.signOut;

export function useIsSigningOut(): boolean {
  return useIsMutating({ mutationKey: SIGN_OUT_MUTATION_KEY }) > 0;
}
