// /unsubscribe?token=…[&what=digest]: public, from an alert mail or the weekly summary
// (docs/notifications.md "Alert mails").
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UnsubscribeScreen } from '../../features/notifications/components/unsubscribe-screen';
import { PublicPageFrame } from './public-page-frame';

export function UnsubscribeRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const what = params.get('what') === 'digest' ? 'digest' : 'alerts';
  return (
    <PublicPageFrame title={t('unsubscribe.metaTitle')}>
      <UnsubscribeScreen token={token} what={what} />
    </PublicPageFrame>
  );
}
