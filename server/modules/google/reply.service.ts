// Owner replies through Business Profile (docs/google.md §B.1 updateReply / deleteReply). Only a
// connected Business Profile can reply: the Places API and file imports have no write access.
import { conflict, notFound, AppError } from '../../lib/errors';
import { GbpError } from './business-profile-client';
import { businessProfileTarget } from './business-profile-sync';
import type { GoogleDeps } from './deps';
import { GbpSession, GoogleExpired } from './oauth-session';
import { businessProfileLinkOf } from '../locations/business-profile-links.repository';
import { firstLocationId } from '../locations/locations.repository';
import { findBusiness } from '../business/business.repository';
import type { Review } from '@common/schemas/reviews';
import type { BusinessScope } from '../scope/scope';
import { reviewForReply, storeReply } from '../reviews/reviews.service';

/** Google did not take the reply (down, refused, rate limited): 502, nothing shown as sent. */
class ReplyFailed extends AppError {
  constructor(cause: unknown) {
    super('BAD_GATEWAY', 'replyFailed');
    this.name = 'ReplyFailed';
    this.cause = cause;
  }
}

/**
 * The Business Profile location a review came from: the business's own for the first location,
 * a linked one's for another (docs/locations.md); 409 for a location without one.
 */
async function session(deps: GoogleDeps, businessId: string, locationId: string) {
  const found = await findBusiness(deps.db, businessId);
  if (!found) throw notFound('businessRequired');
  const target =
    found.googleIntegrationStatus === 'connected' ? businessProfileTarget(found, deps) : null;
  if (!target) throw conflict('replyNeedsBusinessProfile');
  const link = await businessProfileLinkOf(deps.db, businessId, locationId);
  if (!link && locationId !== (await firstLocationId(deps.db, businessId)))
    throw conflict('replyNeedsBusinessProfile');
  return {
    target: link ? { ...target, ...link } : target,
    session: new GbpSession(deps, businessId, target.oauth),
  };
}

async function send(deps: GoogleDeps, businessId: string, call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    if (error instanceof GoogleExpired) throw conflict('googleExpired');
    deps.log.warn({ err: error, businessId }, 'Google refused a review reply');
    throw new ReplyFailed(error);
  }
}

/** Throws 409 unless Business Profile is connected, ReplyFailed when Google fails. */
async function postReply(
  deps: GoogleDeps,
  businessId: string,
  review: { externalId: string; locationId: string },
  comment: string,
): Promise<void> {
  const { target, session: s } = await session(deps, businessId, review.locationId);
  await send(deps, businessId, () =>
    s.run((c) => c.updateReply(target.accountId, target.locationId, review.externalId, comment)),
  );
}

async function removeReply(
  deps: GoogleDeps,
  businessId: string,
  review: { externalId: string; locationId: string },
): Promise<void> {
  const { target, session: s } = await session(deps, businessId, review.locationId);
  await send(deps, businessId, () =>
    s.run((c) =>
      c
        .deleteReply(target.accountId, target.locationId, review.externalId)
        .catch((error: unknown) => {
          // No reply at Google is what the manager asked for.
          if (!(error instanceof GbpError && error.kind === 'not_found')) throw error;
        }),
    ),
  );
}

/**
 * Posts (or with null deletes) the owner's reply at Google first, then stores it: a reply Google
 * refused is never shown as sent. 409 unless Business Profile is connected; ReplyFailed (502)
 * when Google fails.
 */
export async function replyToReview(
  deps: GoogleDeps,
  scope: BusinessScope,
  reviewId: string,
  comment: string | null,
): Promise<Review> {
  const { businessId } = scope;
  const review = await reviewForReply(deps.db, scope, reviewId);
  if (comment === null) await removeReply(deps, businessId, review);
  else await postReply(deps, businessId, review, comment);
  return storeReply(deps.db, businessId, review, comment);
}
