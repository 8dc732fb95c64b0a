import type { MatchType } from '@common/schemas/reviews';
import { useTranslation } from 'react-i18next';

const TONES: Record<MatchType, string> = {
  name_match: 'bg-primary-soft text-primary',
  self_confirmed: 'bg-success-soft text-success',
  requested: 'bg-success-soft text-success',
  visit: 'bg-success-soft text-success',
  time_window: 'bg-primary-soft text-primary',
  manual: 'bg-muted text-foreground',
  unmatched: 'bg-warning-soft text-warning',
};

export function MatchBadge({ matchType }: { matchType: MatchType }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[matchType]}`}
    >
      {t(`reviews.matchType.${matchType}`)}
    </span>
  );
}
