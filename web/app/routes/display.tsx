// /display/{token}: the thank-you board of a display link, for the salon's television. No account
// and no session check: the link itself is the permission (docs/display-links.md).
import { useParams } from 'react-router';
import { DisplayBoard } from '../../features/dashboard/components/display-board';

export function DisplayRoute() {
  const { token = '' } = useParams();
  return <DisplayBoard token={token} />;
}
