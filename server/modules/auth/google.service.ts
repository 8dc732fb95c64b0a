// The account behind a Google identity is keyed by its `sub` claim (emails can change). A first
// Google sign-in links to an existing password account only when Google vouches for the email.
import type { Database } from '../../db/client';
import type { GoogleIdentity } from '../../lib/google-oidc';
import * as repo from './auth.repository';
import { completeSignIn, type ClientInfo } from './auth.service';

export async function signInWithGoogle(db: Database, identity: GoogleIdentity, client: ClientInfo) {
  let authUser = await repo.findAuthUserByGoogleSub(db, identity.sub);
  if (!authUser && identity.email && identity.emailVerified) {
    const byEmail = await repo.findAuthUserByEmail(db, identity.email);
    if (byEmail && !byEmail.googleSub) {
      await repo.updateAuthUser(db, byEmail.id, { googleSub: identity.sub });
      authUser = { ...byEmail, googleSub: identity.sub };
    }
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
  return completeSignIn(db, authUser, client);
}
