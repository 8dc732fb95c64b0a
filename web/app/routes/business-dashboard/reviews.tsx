// /business-dashboard/reviews: what the signed-in role may do decides which actions show
// (SPEC §6: managers and admins change attributions and import); the server enforces the same.
import { hasPermission } from '@common/roles';
import { ReviewsScreen } from '../../../features/reviews/components/reviews-screen';
import { useShellSession } from '../../layouts/use-shell-session';

export function ReviewsRoute() {
  const { role } = useShellSession().user;
  return (
    <ReviewsScreen
      permissions={{
        update: hasPermission(role, 'reviews', 'update'),
        import: hasPermission(role, 'reviews', 'update'),
      }}
    />
  );
}
