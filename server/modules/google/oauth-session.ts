// The Business Profile tokens of a business (sealed JSON in businesses.google_oauth) and a session
// that keeps its access token fresh: refreshed when it expires within a minute, and once more when
// Google answers 401. A refresh answered invalid_grant means the consent is gone: the integration
// becomes `expired` (docs/product-rules.md §8) and only reconnecting helps.
import { MESSAGES } from '@common/messages';
import type { Business } from '../../db/schema';
import { RefreshTokenRevoked, refreshAccessToken, type OauthTokens } from '../../lib/google-oidc';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import { GbpClient, GbpError } from './business-profile-client';
import type { GoogleDeps } from './deps';
import * as repo from './google.repository';
import { integration } from './integration-state';

const REFRESH_MARGIN_MS = 60_000;

export interface StoredOauth {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  scope: string | null;
  /** The chosen location's title, for the status (kept here: no column of its own). */
  locationTitle: string | null;
}

export function readOauth(business: Business, appSecret: string): StoredOauth | null {
  if (!business.googleOauth) return null;
  try {
    const parsed = JSON.parse(decryptSecret(business.googleOauth, appSecret)) as StoredOauth;
    return parsed.refreshToken ? parsed : null;
  } catch {
    return null; // sealed under another APP_SECRET: as good as no tokens
  }
}

export const sealOauth = (oauth: StoredOauth, appSecret: string) =>
  encryptSecret(JSON.stringify(oauth), appSecret);

export function toStored(tokens: OauthTokens, locationTitle: string | null = null): StoredOauth {
  if (!tokens.refreshToken) throw new Error('Google returned no refresh token');
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt,
    scope: tokens.scope ?? null,
    locationTitle,
  };
}

/** The consent was revoked or expired; the business is already marked `expired`. */
export class GoogleExpired extends Error {
  constructor() {
    super(MESSAGES.googleExpired);
    this.name = 'GoogleExpired';
  }
}

export class GbpSession {
  private oauth: StoredOauth;

  constructor(
    private readonly deps: GoogleDeps,
    private readonly businessId: string,
    oauth: StoredOauth,
  ) {
    this.oauth = oauth;
  }

  /** Runs one Google call with a fresh token; refreshes and retries once on a 401. */
  async run<T>(call: (client: GbpClient) => Promise<T>): Promise<T> {
    if (this.oauth.expiresAt - Date.now() < REFRESH_MARGIN_MS) await this.refresh();
    try {
      return await call(new GbpClient(this.oauth.accessToken, this.deps.gbp));
    } catch (error) {
      if (!(error instanceof GbpError) || error.kind !== 'unauthorized') throw error;
    }
    await this.refresh();
    try {
      return await call(new GbpClient(this.oauth.accessToken, this.deps.gbp));
    } catch (error) {
      // A token fresh from Google refused again: the grant no longer covers this API.
      if (error instanceof GbpError && error.kind === 'unauthorized') await this.expire();
      throw error;
    }
  }

  private async refresh(): Promise<void> {
    if (!this.deps.oauth) throw new GbpError('forbidden', null, 'OAuth is not configured');
    let tokens: OauthTokens;
    try {
      tokens = await refreshAccessToken(this.deps.oauth, this.oauth.refreshToken);
    } catch (error) {
      if (error instanceof RefreshTokenRevoked) await this.expire();
      throw error;
    }
    this.oauth = {
      ...this.oauth,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? this.oauth.refreshToken,
      expiresAt: tokens.expiresAt,
      scope: tokens.scope ?? this.oauth.scope,
    };
    await repo.saveRefreshedOauth(
      this.deps.db,
      this.businessId,
      sealOauth(this.oauth, this.deps.appSecret),
    );
  }

  private async expire(): Promise<never> {
    await repo.updateBusiness(this.deps.db, this.businessId, integration.expired());
    throw new GoogleExpired();
  }
}
