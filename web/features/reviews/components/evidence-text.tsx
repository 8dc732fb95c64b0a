// The evidence sentence of lib/evidence.ts in the interface language.
import { useTranslation } from 'react-i18next';
import type { CueText, Evidence, SetAside } from '../lib/evidence';
import { addressContext } from '../../../lib/address-context';

export function useEvidenceText(): (evidence: Evidence) => string {
  const { t } = useTranslation();
  const cue = (c: CueText) => {
    const reason = t(`reviews.evidence.cues.${c.code}`, {
      role: c.role ? t(`settings.otherNames.roles.${c.role}`, { defaultValue: c.role }) : '',
    });
    return c.word ? t('reviews.evidence.cueWord', { reason, word: c.word }) : reason;
  };
  const setAside = (items: SetAside[]) =>
    items.length === 0
      ? ''
      : ` · ${t('reviews.evidence.setAside', {
          items: items
            .map((i) => t('reviews.evidence.setAsideItem', { word: i.word, reason: cue(i.cue) }))
            .join('; '),
        })}`;
  return (evidence) => {
    switch (evidence.kind) {
      case 'nameMatch':
        return (
          t('reviews.evidence.nameMatch', { form: evidence.form, employee: evidence.employee }) +
          evidence.cues.map((c) => ` · ${cue(c)}`).join('') +
          setAside(evidence.setAside)
        );
      case 'nameMatchPlain':
        return t('reviews.evidence.nameMatchPlain', {
          employee: evidence.employee,
          ...addressContext({ name: evidence.employee, addressAs: null }),
        });
      case 'timeWindow':
        return t('reviews.evidence.timeWindow', {
          minutes: evidence.minutes,
          employee: evidence.employee,
          ...addressContext({ name: evidence.employee, addressAs: null }),
        });
      case 'timeWindowPlain':
        return t('reviews.evidence.timeWindowPlain', {
          employee: evidence.employee,
          ...addressContext({ name: evidence.employee, addressAs: null }),
        });
      case 'selfConfirmed':
        return t('reviews.evidence.selfConfirmed', { name: evidence.name });
      case 'selfConfirmedPlain':
        return t('reviews.evidence.selfConfirmedPlain');
      case 'requested':
        return t('reviews.evidence.requested', {
          name: evidence.name,
          employee: evidence.employee,
        });
      case 'requestedPlain':
        return t('reviews.evidence.requestedPlain', { employee: evidence.employee });
      case 'visit':
        return t('reviews.evidence.visit', { name: evidence.name, employee: evidence.employee });
      case 'visitPlain':
        return t('reviews.evidence.visitPlain', { employee: evidence.employee });
      case 'manual':
        return t('reviews.evidence.manual');
      case 'candidates':
        return (
          (evidence.names.length > 0
            ? t('reviews.evidence.candidates', { names: evidence.names.join(', ') })
            : t('reviews.evidence.noneCredited')) + setAside(evidence.setAside)
        );
    }
  };
}
