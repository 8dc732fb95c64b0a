import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the value that lives only in the browser's cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
