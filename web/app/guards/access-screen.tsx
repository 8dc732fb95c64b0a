import { paths } from '@common/paths';
import type { Role } from '@common/policy';
import { AccessDenied } from '../../features/access/components/access-denied';
import { AccessRestriction } from '../../features/access/components/access-restriction';
import {
  AREA_REQUIREMENTS,
  type Area,
  type DenyVariant,
} from '../../features/access/lib/decide-access';

/** The access screen of a refusal; the generic one names what the area requires. */
export function AccessScreen({
  variant,
  area,
  role,
}: {
  variant: DenyVariant;
  area: Area;
  role: Role;
}) {
  if (variant !== 'access-denied') return <AccessRestriction variant={variant} role={role} />;
  const requirement =
    area === 'admin' || area === 'business-dashboard' || area === 'employee'
      ? AREA_REQUIREMENTS[area]
      : AREA_REQUIREMENTS.admin;
  return (
    <AccessDenied
      role={role}
      requiredRoles={requirement.roles}
      resource={requirement.resource}
      action={requirement.action}
      dashboardPath={paths.businessDashboard}
    />
  );
}
