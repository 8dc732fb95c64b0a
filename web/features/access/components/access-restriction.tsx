// docs/product-rules.md §2: an employee denied a page gets the Employee Access Restriction (to the employee
// dashboard); an admin or manager denied the employee dashboard gets the Management Access
// Restriction (to /business-dashboard).
import { Lock, UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import type { Role } from '@common/policy';
import { buttonClass } from '../../../components/ui/button';
import { ROLE_KEYS } from '../lib/permission-wording';
import { AccessScreenFrame } from './access-screen-frame';

export function AccessRestriction({
  variant,
  role,
}: {
  variant: 'employee-restriction' | 'management-restriction';
  role: Role;
}) {
  const { t } = useTranslation();
  const employee = variant === 'employee-restriction';
  const prefix = employee ? 'access.employeeRestriction' : 'access.managementRestriction';

  return (
    <AccessScreenFrame icon={employee ? Lock : UserRoundX} title={t(`${prefix}.title`)}>
      <p className="mt-3 text-pretty text-muted-foreground">
        {t(`${prefix}.body`, { role: t(ROLE_KEYS[role]) })}
      </p>
      <p className="mt-3 text-sm text-pretty text-muted-foreground">
        {t('messages.forbiddenArea')}
      </p>
      <Link
        to={employee ? paths.employee : paths.businessDashboard}
        className={buttonClass('primary', 'md', 'mt-6')}
      >
        {t(`${prefix}.action`)}
      </Link>
    </AccessScreenFrame>
  );
}
