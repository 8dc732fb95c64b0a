import { useSession } from '../../../features/auth/api/get-session';
import type { DebugSession } from '../../../features/debug/lib/types';

/** The session query, in the shape the debug feature takes (it may not import the auth feature). */
export function useDebugSession(): DebugSession {
  const { data, isPending, error } = useSession();
  return { data, isPending, error };
}
