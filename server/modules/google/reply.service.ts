// Owner replies through Business Profile (docs/google.md §B.1 updateReply / deleteReply). Only a
// connected Business Profile can reply: the Places API and file imports have no write access.
import { MESSAGES } from '@common/messages';
import { conflict, notFound, AppError } from '../../lib/errors';
import { GbpError } from './business-profile-client';
import { businessProfileTarget } from './business-profile-sync';
import type { GoogleDeps } from './deps';
import * as repo from './google.repository';
import { GbpSession, GoogleExpired } from './oauth-session';

/** Google did not take the reply (down, refused, rate limited): 502, nothing shown as sent. */
class ReplyFailed extends AppError {
  constructor(cause: unknown) {
    super('BAD_GATEWAY', MESSAGES.replyFailed);
    this.name = 'ReplyFailed';
    this.cause = cause;
  }
}

async function session(deps: GoogleDeps, businessId: string) {
  const found = await repo.findBusiness(deps.db, businessId);
  if (!found) throw notFound(MESSAGES.businessRequired);
  const target =
    found.googleIntegrationStatus === 'connected' ? businessProfileTarget(found, deps) : null;
  if (!target) throw conflict(MESSAGES.replyNeedsBusinessProfile);
  return { target, session: new GbpSession(deps, businessId, target.oauth) };
}

async function send(deps: GoogleDeps, businessId: string, call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    if (error instanceof GoogleExpired) throw conflict(MESSAGES.googleExpired);
    deps.log.warn({ err: error, businessId }, 'Google refused a review reply');
    throw new ReplyFailed(error);
  }
}

/** Throws 409 unless Business Profile is connected, ReplyFailed when Google fails. */
export async function postReply(
  deps: GoogleDeps,
  businessId: string,
  reviewId: string,
  comment: string,
): Promise<void> {
  const { target, session: s } = await session(deps, businessId);
  await send(deps, businessId, () =>
    s.run((c) => c.updateReply(target.accountId, target.locationId, reviewId, comment)),
  );
}

export async function removeReply(
  deps: GoogleDeps,
  businessId: string,
  reviewId: string,
): Promise<void> {
  const { target, session: s } = await session(deps, businessId);
  await send(deps, businessId, () =>
    s.run((c) =>
      c.deleteReply(target.accountId, target.locationId, reviewId).catch((error: unknown) => {
        // No reply at Google is what the manager asked for.
        if (!(error instanceof GbpError && error.kind === 'not_found')) throw error;
      }),
    ),
  );
}
