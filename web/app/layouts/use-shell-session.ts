import { useOutletContext } from 'react-router';
import type { SessionResponse } from '@common/schemas/auth';

/** The signed-in session a shell hands to the pages inside it. */
export function useShellSession(): SessionResponse {
  return useOutletContext<SessionResponse>();
}
