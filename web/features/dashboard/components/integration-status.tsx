// Google integration of the business (docs/product-rules.md §3): status Connected / Disconnected / Expired /
// Error, and how reviews come in (connection type).
import { IntegrationStatusBadge } from '../../../components/integration-status-badge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useSetupGuide } from '../api/setup-guide';
import { SharedLocationWarning } from './setup-guide';
import type { SessionBusiness } from '@common/schemas/auth';

/**
 * `googlePath`: where the owner connects Google, offered whenever it is not connected; a manager
 * limited to some locations is told an admin does it (it concerns every location).
 */
export function IntegrationStatus({
  business,
  googlePath,
}: {
  business: SessionBusiness;
  googlePath: string;
}) {
  const { t } = useTranslation();
  const status = business.googleIntegrationStatus;
  const setup = useSetupGuide();

  return (
    <section
      aria-labelledby="integration-title"
      className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="integration-title" className="text-sm font-semibold text-muted-foreground">
        {t('overview.integration.title')}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">{t('overview.integration.status')}</dt>
          <dd className="mt-1">
            <IntegrationStatusBadge status={status} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('overview.integration.type')}</dt>
          <dd className="mt-1 font-semibold">
            {t(`overview.integration.types.${business.connectionType}`)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-pretty text-muted-foreground">
        {t(`overview.integration.explain.${status}`)}
      </p>
      {/* Once the guide is hidden, the warning stays here: the clash lasts until one side leaves. */}
      {setup.data?.sharedLocation && setup.data.dismissed && (
        <SharedLocationWarning contact={setup.data.sharedLocation.contact} className="mt-4" />
      )}
      {status !== 'connected' && setup.data?.limited && (
        <p className="mt-4 text-sm text-pretty">{t('setupGuide.google.adminDoes')}</p>
      )}
      {status !== 'connected' && setup.data && !setup.data.limited && (
        <Link to={googlePath} className={buttonClass('primary', 'sm', 'mt-4')}>
          {t(status === 'disconnected' ? 'setupGuide.google.action' : 'overview.integration.fix')}
        </Link>
      )}
    </section>
  );
}
