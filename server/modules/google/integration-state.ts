// The Google integration's states and the moves between them, in one place. Every write of
// `google_integration_status` and its message goes through these, so the settings card, the
// review list and the bell agree on what each state means (docs/google.md, and
// docs/product-rules.md §4 and §8):
//
//   disconnected ──connect (key or consent)──► connected ──key or consent refused──► expired
//        ▲                                      │   ▲                                   │
//        └──────────── disconnect ──────────────┘   └── test, sync or reconnect ────────┘
//                                       connected ──Google refuses what a manager can fix──► error
import { MESSAGES } from '@common/messages';
import type { Business } from '../../db/schema';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findBusiness } from '../business/business.repository';

type StatePatch = Pick<Business, 'googleIntegrationStatus' | 'googleStatusMessage'>;

export const integration = {
  /** A new business, or after Disconnect: no way in, nothing stored. */
  disconnected: (): StatePatch & Pick<Business, 'connectionType'> => ({
    googleIntegrationStatus: 'disconnected',
    googleStatusMessage: null,
    connectionType: 'disconnected',
  }),
  /** A way in works: connecting, a passing test, a finished sync. */
  connected: (): StatePatch => ({
    googleIntegrationStatus: 'connected',
    googleStatusMessage: null,
  }),
  /** The key or the consent is no longer accepted: only reconnecting helps. */
  expired: (): StatePatch => ({
    googleIntegrationStatus: 'expired',
    googleStatusMessage: MESSAGES.googleExpired,
  }),
  /** Google refuses something the manager can fix; the message says what. */
  failed: (message: string): StatePatch => ({
    googleIntegrationStatus: 'error',
    googleStatusMessage: message,
  }),
};

/** The business a Google action is about; 404 with the catalogue text when it is gone. */
export async function businessForGoogle(db: Database, businessId: string): Promise<Business> {
  const found = await findBusiness(db, businessId);
  if (!found) throw notFound('businessRequired');
  return found;
}
