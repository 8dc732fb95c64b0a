import type { FastifyRequest } from 'fastify';

/**
 * The origin customers and Google reach us at: PUBLIC_URL when set, else this request's own.
 * Normalised through URL (default ports dropped) so it compares and concatenates predictably.
 */
export function publicOrigin(request: FastifyRequest): string {
  return new URL(request.server.config.publicUrl ?? `${request.protocol}://${request.host}`).origin;
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/**
 * The origin of the links we mail (confirm an address, reset a password, an invitation): only
 * PUBLIC_URL, which production requires. Outside production without it, the request's own origin
 * when it names this machine; any other Host header may be an attacker's (a reset link on their
 * host hands them the token), so the link names localhost instead.
 */
export function mailLinkOrigin(request: FastifyRequest): string {
  const { publicUrl, port } = request.server.config;
  if (publicUrl) return new URL(publicUrl).origin;
  if (LOOPBACK_HOST.test(request.host)) return publicOrigin(request);
  return `http://localhost:${port}`;
}

/** The one link of a mail that carries an action: a page of ours with the mailed token. */
export const mailedLink = (origin: string, path: string, token: string) =>
  `${origin}${path}?token=${encodeURIComponent(token)}`;
