import { CircleCheck, CircleDashed, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  statusBadge,
  type BadgeTone,
  type IntegrationStatusValue,
} from '../lib/integration-status';

const TONES = {
  success: { icon: CircleCheck, colours: 'bg-success-soft text-success' },
  neutral: { icon: CircleDashed, colours: 'bg-muted text-muted-foreground' },
  warning: { icon: Clock, colours: 'bg-warning-soft text-warning' },
  danger: { icon: CircleX, colours: 'bg-destructive-soft text-destructive' },
} as const satisfies Record<BadgeTone, unknown>;

/** Background and text colours of a tone, for boxes that go with the badge. */
export const toneColours = (tone: BadgeTone) => TONES[tone].colours;

/** The Google integration status as a coloured badge with an icon (never colour alone). */
export function IntegrationStatusBadge({ status }: { status: IntegrationStatusValue }) {
  const { t } = useTranslation();
  const badge = statusBadge(status);
  const { icon: Icon, colours } = TONES[badge.tone];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${colours}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t(badge.key)}
    </span>
  );
}
