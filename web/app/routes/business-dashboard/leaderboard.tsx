// /business-dashboard/leaderboard: the thank-you board inside the dashboard's frame.
import { LeaderboardScreen } from '../../../features/dashboard/components/leaderboard-screen';
import { LEADERBOARD_TV_PATH } from './leaderboard-paths';

export function LeaderboardRoute() {
  return <LeaderboardScreen tvPath={LEADERBOARD_TV_PATH} />;
}
