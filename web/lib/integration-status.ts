// How a Google integration status (docs/product-rules.md §3: Connected, Disconnected, Expired, Error) looks,
// wherever it is shown: its tone and the catalogue key of its name.
import type { SessionBusiness } from '@common/schemas/auth';

export type IntegrationStatusValue = SessionBusiness['googleIntegrationStatus'];
export type BadgeTone = 'success' | 'neutral' | 'warning' | 'danger';

const BADGES = {
  connected: 'success',
  disconnected: 'neutral',
  expired: 'warning',
  error: 'danger',
} as const satisfies Record<IntegrationStatusValue, BadgeTone>;

/** The badge of a status: its tone and the catalogue key of its name. */
export function statusBadge(status: IntegrationStatusValue): {
  tone: BadgeTone;
  key: `overview.integration.statuses.${IntegrationStatusValue}`;
} {
  return { tone: BADGES[status], key: `overview.integration.statuses.${status}` };
}
