// /employee/business-setup: employees cannot connect themselves; the manager does it for them.
import { Building2, Unplug } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';

export function EmployeeBusinessStatus({
  businessName,
  homePath,
}: {
  businessName: string | null;
  homePath: string;
}) {
  const { t } = useTranslation();
  const connected = businessName !== null;
  const Icon = connected ? Building2 : Unplug;

  return (
    <section className="mx-auto max-w-lg rounded-3xl border bg-card p-6 text-center shadow-sm sm:p-8">
      <title>{t('employeeSetup.metaTitle')}</title>
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-balance">
        {connected ? t('employeeSetup.connectedTitle') : t('employeeSetup.notConnectedTitle')}
      </h1>
      <p className="mt-3 text-pretty text-muted-foreground">
        {connected
          ? t('employeeSetup.connectedBody', { name: businessName })
          : t('employeeSetup.notConnectedBody')}
      </p>
      {connected && (
        <Link to={homePath} className={buttonClass('primary', 'md', 'mt-6')}>
          {t('employeeSetup.toDashboard')}
        </Link>
      )}
    </section>
  );
}
