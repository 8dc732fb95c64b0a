// /business-dashboard/reviews: what the signed-in role may do decides which actions show
// (docs/product-rules.md §6: managers and admins change attributions and import); the server enforces the same.
import { can } from '@common/policy';
import { ReviewsScreen } from '../../../features/reviews/components/reviews-screen';
import { useShellSession } from '../../layouts/use-shell-session';

export function ReviewsRoute() {
  const { user } = useShellSession();
  return (
    <ReviewsScreen
      permissions={{
        update: can(user, 'reviews:update'),
        import: can(user, 'reviews:import'),
      }}
    />
  );
}
