// The evidence sentence of lib/evidence.ts in the interface language.
import { useTranslation } from 'react-i18next';
import type { Evidence } from '../lib/evidence';

export function useEvidenceText(): (evidence: Evidence) => string {
  const { t } = useTranslation();
  return (evidence) => {
    switch (evidence.kind) {
      case 'nameMatch':
        return t('reviews.evidence.nameMatch', {
          form: evidence.form,
          employee: evidence.employee,
        });
      case 'nameMatchPlain':
        return t('reviews.evidence.nameMatchPlain', { employee: evidence.employee });
      case 'timeWindow':
        return t('reviews.evidence.timeWindow', {
          minutes: evidence.minutes,
          employee: evidence.employee,
        });
      case 'timeWindowPlain':
        return t('reviews.evidence.timeWindowPlain', { employee: evidence.employee });
      case 'selfConfirmed':
        return t('reviews.evidence.selfConfirmed', { name: evidence.name });
      case 'selfConfirmedPlain':
        return t('reviews.evidence.selfConfirmedPlain');
      case 'manual':
        return t('reviews.evidence.manual');
      case 'candidates':
        return t('reviews.evidence.candidates', { names: evidence.names.join(', ') });
    }
  };
}
