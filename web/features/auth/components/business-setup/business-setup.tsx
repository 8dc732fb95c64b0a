// The business connection of the signed-in manager (docs/product-rules.md §4): connected, with a way out, or not
// connected, with two ways in (create from a Google Business URL, or join by business ID).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../../components/page-loader';
import { Alert } from '../../../../components/ui/alert';
import { SuccessNotice } from '../../../../components/ui/success-notice';
import { Button } from '../../../../components/ui/button';
import { useBusinessConnection } from '../../api/get-business-connection';
import { useErrorText } from '../../../../lib/use-error-text';
import { describeError } from '../../../../lib/describe-error';
import { ConnectedBusiness } from './connected-business';
import { ConnectExistingForm } from './connect-existing-form';
import { CreateBusinessForm } from './create-business-form';

type Change = 'connected' | 'disconnected' | null;

export function BusinessSetup() {
  const { t } = useTranslation();
  const show = useErrorText();
  const connection = useBusinessConnection();
  // What changed while this page was open, derived from the answers themselves: the forms that
  // caused the change are gone by the time it lands (their callbacks would never run).
  const [seen, setSeen] = useState<boolean | null>(null);
  const [change, setChange] = useState<Change>(null);
  const connected = connection.data?.connected;
  if (connected !== undefined && connected !== seen) {
    if (seen !== null) setChange(connected ? 'connected' : 'disconnected');
    setSeen(connected);
  }

  if (connection.isPending) return <PageLoader text="common.checkingBusiness" fullScreen={false} />;
  if (connection.isError) {
    return (
      <div className="space-y-4">
        <Alert>{show(describeError(connection.error, 'businessSetup.errors.loadFailed'))}</Alert>
        <Button variant="secondary" onClick={() => void connection.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }

  const { data } = connection;
  return (
    <div className="space-y-6">
      <SuccessNotice>
        {change === 'connected' && data.connected
          ? t('businessSetup.connectedNotice', { name: data.businessName ?? '' })
          : change === 'disconnected' && !data.connected
            ? t('businessSetup.disconnectedNotice')
            : undefined}
      </SuccessNotice>
      {data.connected ? (
        <ConnectedBusiness connection={data} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <CreateBusinessForm />
          <ConnectExistingForm />
        </div>
      )}
    </div>
  );
}
