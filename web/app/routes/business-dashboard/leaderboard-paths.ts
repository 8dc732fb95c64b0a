import { paths } from '@common/paths';

export const LEADERBOARD_PATH = `${paths.businessDashboard}/leaderboard`;
export const LEADERBOARD_TV_PATH = `${LEADERBOARD_PATH}/tv`;
