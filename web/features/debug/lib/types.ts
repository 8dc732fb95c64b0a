import type { SessionResponse } from '@common/schemas/auth';

/** The session query's state, handed in by the app layer (a feature never imports another). */
export interface DebugSession {
  data: SessionResponse | null | undefined;
  isPending: boolean;
  error: Error | null;
}
