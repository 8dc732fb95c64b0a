// docs/product-rules.md §2 access-denied screen: the user's role, the roles the page needs and the permission it
// needs (action plus area), with Go Back and Go to Dashboard.
import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Action, Resource, Role } from '@common/policy';
import { Button } from '../../../components/ui/button';
import { ROLE_KEYS, permissionKeys } from '../lib/permission-wording';
import { AccessScreenFrame } from './access-screen-frame';

interface AccessDeniedProps {
  role: Role;
  requiredRoles: readonly Role[];
  resource: Resource;
  action: Action;
  /** Where Go to Dashboard leads (docs/product-rules.md §2 "Fallback"). */
  dashboardPath: string;
}

export function AccessDenied({
  role,
  requiredRoles,
  resource,
  action,
  dashboardPath,
}: AccessDeniedProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const words = permissionKeys(resource, action);
  // In a fresh tab there is nothing to go back to; the dashboard is the useful way out then.
  const canGoBack = location.key !== 'default' || window.history.length > 1;

  return (
    <AccessScreenFrame icon={ShieldAlert} title={t('access.denied.title')}>
      <p className="mt-3 text-pretty text-muted-foreground">{t('access.denied.message')}</p>
      <dl className="mt-6 divide-y rounded-2xl border text-left text-sm">
        <Row term={t('access.denied.yourRole')}>
          <Badge>{t(ROLE_KEYS[role])}</Badge>
        </Row>
        <Row term={t('access.denied.requiredRoles')}>
          {requiredRoles.map((required) => (
            <Badge key={required}>{t(ROLE_KEYS[required])}</Badge>
          ))}
        </Row>
        <Row term={t('access.denied.requiredPermission')}>
          <Badge>{t('access.permission', { action: t(words.action), area: t(words.area) })}</Badge>
        </Row>
      </dl>
      <p className="mt-5 text-sm text-pretty text-muted-foreground">{t('access.denied.contact')}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <Button
          variant="secondary"
          onClick={() => void (canGoBack ? navigate(-1) : navigate(dashboardPath))}
        >
          {t('access.goBack')}
        </Button>
        <Button onClick={() => void navigate(dashboardPath)}>{t('access.goToDashboard')}</Button>
      </div>
    </AccessScreenFrame>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="flex flex-wrap justify-end gap-1.5">{children}</dd>
    </div>
  );
}

function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-foreground">
      {children}
    </span>
  );
}
