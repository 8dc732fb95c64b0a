// The account behind a Google identity is keyed by its `sub` claim (emails can change). A first
// Google sign-in meets an existing password account with the same address only when Google
// vouches for the address (the identity model, docs/SECURITY.md). The account is linked, keeping
// its password, only when its address was proved through a mailed link and its password was set
// by that proved owner (a reset or an invitation). Otherwise the password may be someone else's,
// set by whoever signed up in the owner's name to wait for them (pre-account takeover): the owner
// takes the account over, so its password is cleared, its links voided and its sessions ended.
import type { Database } from '../../db/client';
import type { AuthUser } from '../../db/schema';
import type { GoogleIdentity } from '../../lib/google-oidc';
import * as repo from './auth.repository';
import { completeSignIn, type ClientInfo } from './auth.service';
import { revokeSessionsOfUser } from './session.service';
import { voidTokens } from './tokens.repository';

async function claim(db: Database, account: AuthUser, sub: string): Promise<AuthUser> {
  if (account.emailConfirmedAt && account.passwordByOwner) {
    await repo.updateAuthUser(db, account.id, { googleSub: sub });
    return { ...account, googleSub: sub };
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    await repo.updateAuthUser(tx, account.id, {
      googleSub: sub,
      passwordHash: null,
      passwordByOwner: false,
      emailConfirmedAt: now,
    });
    await voidTokens(tx, account.id);
    const user = await repo.findUserByAuthUserId(tx, account.id);
    if (user) await revokeSessionsOfUser(tx, user.id);
  });
  return {
    ...account,
    googleSub: sub,
    passwordHash: null,
    passwordByOwner: false,
    emailConfirmedAt: now,
  };
}

export async function signInWithGoogle(
  db: Database,
  identity: GoogleIdentity,
  client: ClientInfo,
  adminEmails: readonly string[] = [],
) {
  let authUser = await repo.findAuthUserByGoogleSub(db, identity.sub);
  if (!authUser && identity.email && identity.emailVerified) {
    const byEmail = await repo.findAuthUserByEmail(db, identity.email);
    if (byEmail && !byEmail.googleSub) authUser = await claim(db, byEmail, identity.sub);
  }
  if (!authUser) {
    if (!identity.email) throw new Error('Google returned no email for a new account');
    authUser = await repo.insertAuthUser(db, {
      email: identity.email,
      googleSub: identity.sub,
      emailConfirmedAt: identity.emailVerified ? new Date() : null,
      userMetadata: { full_name: identity.name ?? null, avatar_url: identity.picture ?? null },
    });
  }
  return completeSignIn(db, authUser, client, adminEmails);
}
