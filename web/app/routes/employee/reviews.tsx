// /employee/reviews (also /dashboard/reviews for employees, through the /dashboard/* redirect):
// the employee's own reviews, read-only; the server answers an employee only their own.
import { MyReviewsScreen } from '../../../features/reviews/components/my-reviews-screen';

export function EmployeeReviewsRoute() {
  return <MyReviewsScreen />;
}
