// /operator: public (docs/product-rules.md §2); the operator token, not a session, opens the status.
import { useTranslation } from 'react-i18next';
import { OperatorScreen } from '../../features/operator/components/operator-screen';
import { PublicPageFrame } from './public-page-frame';

export function OperatorRoute() {
  const { t } = useTranslation();
  return (
    <PublicPageFrame title={t('operator.metaTitle')}>
      <OperatorScreen />
    </PublicPageFrame>
  );
}
