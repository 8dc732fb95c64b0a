import type { FastifyRequest } from 'fastify';

/**
 * The origin customers and Google reach us at: PUBLIC_URL when set, else this request's own.
 * Normalised through URL (default ports dropped) so it compares and concatenates predictably.
 */
export function publicOrigin(request: FastifyRequest): string {
  return new URL(request.server.config.publicUrl ?? `${request.protocol}://${request.host}`).origin;
}
