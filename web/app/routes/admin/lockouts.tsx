import { LockoutList } from '../../../features/admin/components/lockout-list';

export function LockoutsRoute() {
  return <LockoutList />;
}
