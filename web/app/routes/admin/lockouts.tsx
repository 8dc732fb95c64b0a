import { LockoutList } from '../../../features/admin/components/lockout-list';
import { AdminSectionNav } from './section-nav';

export function LockoutsRoute() {
  return (
    <>
      <AdminSectionNav />
      <LockoutList />
    </>
  );
}
