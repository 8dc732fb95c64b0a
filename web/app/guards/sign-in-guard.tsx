// /auth and /auth/employee are for signed-out visitors (docs/product-rules.md §2). A signed-in visitor, or one who
// has just signed in, moves on to the remembered page or their dashboard. Kept apart from
// AccessGuard so the sign-in pages carry none of the access screens' code.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { signInTarget } from '../../features/access/lib/sign-in-target';
import { useSession } from '../../features/auth/api/get-session';
import { rememberedOrigin } from '../../lib/return-path';
import { SessionError } from './session-error';

export function SignInGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const query = useSession();

  if (query.data === undefined) {
    if (query.isError)
      return <SessionError error={query.error} retry={() => void query.refetch()} />;
    return <PageLoader />;
  }
  const target = signInTarget(query.data, rememberedOrigin(location.state, location.search));
  return target ? <Navigate to={target} replace /> : children;
}
