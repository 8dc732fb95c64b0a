// Renders a guarded part of the app according to decideAccess (docs/product-rules.md §2): the page, a redirect
// (remembering where the visitor wanted to go), or an access screen. While the first session
// check runs, a full-screen loader shows.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@common/paths';
import type { SessionResponse } from '@common/schemas/auth';
import { PageLoader } from '../../components/page-loader';
import { decideAccess, type Area } from '../../features/access/lib/decide-access';
import { useSession } from '../../features/auth/api/get-session';
import { useIsSigningOut } from '../../features/auth/api/sign-out-status';
import { SessionError } from './session-error';

// Only drawn on a refusal, so its code stays out of the pages that are allowed.
const AccessScreen = lazy(async () => ({
  default: (await import('./access-screen')).AccessScreen,
}));

const DASHBOARD_AREAS: ReadonlySet<Area> = new Set([
  'business-dashboard',
  'admin',
  'employee',
  'employee-setup',
]);

export function AccessGuard({
  area,
  children,
}: {
  area: Area;
  children: (session: SessionResponse | null) => ReactNode;
}) {
  const location = useLocation();
  const query = useSession();
  const signingOut = useIsSigningOut();
  const session = query.data ?? null;

  // The kind of the last session seen here, kept across the moment it ends (a state update
  // during render, React's pattern for "information from previous renders").
  const [lastKind, setLastKind] = useState<SessionResponse['kind'] | null>(null);
  if (session && session.kind !== lastKind) setLastKind(session.kind);

  if (query.data === undefined) {
    if (query.isError)
      return <SessionError error={query.error} retry={() => void query.refetch()} />;
    return (
      <PageLoader text={DASHBOARD_AREAS.has(area) ? 'common.loadingDashboard' : 'common.loading'} />
    );
  }
  // Leaving after sign-out: hold still rather than redirect to /auth with a return path.
  if (signingOut && !session) return <PageLoader />;

  const decision = decideAccess({
    session,
    area,
    location,
    lastKind,
  });
  if (decision === 'allow') return children(session);
  if ('redirect' in decision) {
    return (
      <Navigate
        to={decision.redirect}
        state={decision.from ? { from: decision.from } : undefined}
        replace
      />
    );
  }
  return session ? (
    <Suspense fallback={<PageLoader />}>
      <AccessScreen variant={decision.deny} area={decision.area} role={session.user.role} />
    </Suspense>
  ) : (
    <Navigate to={paths.auth} replace />
  );
}
