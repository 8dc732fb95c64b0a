// /business-dashboard/leaderboard/tv: full screen, so it sits outside the dashboard's frame; it
// keeps the same guard (admins and managers) and brings its own live connection, since the
// frame's is not there.
import { Navigate } from 'react-router';
import { paths } from '@common/paths';
import { AccessGuard } from '../../guards/access-guard';
import { LeaderboardTv } from '../../../features/dashboard/components/leaderboard-tv';
import { RealtimeProvider } from '../../../lib/realtime';
import { LEADERBOARD_PATH } from './leaderboard-paths';

export function LeaderboardTvRoute() {
  return (
    <AccessGuard area="business-dashboard">
      {(session) =>
        // Without a business there is no board to show; the dashboard offers the setup.
        session?.business ? (
          <RealtimeProvider>
            <LeaderboardTv businessName={session.business.name} exitPath={LEADERBOARD_PATH} />
          </RealtimeProvider>
        ) : (
          <Navigate to={paths.businessDashboard} replace />
        )
      }
    </AccessGuard>
  );
}
