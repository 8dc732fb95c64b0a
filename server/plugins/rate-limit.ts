// A cheap per-address request cap for routes that opt in with `config.rateLimit` (sign-in
// endpoints): floods are shed before any database work. Account lockouts are separate (throttle).
// Heavy signed-in work is capped per business instead (perBusiness): one business's staff share
// its budget from any address, and other businesses behind the same address keep theirs.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { rateLimited } from '../lib/errors';

/**
 * A route's `config.rateLimit`, counted per business of the signed-in caller (else per address),
 * after the access check and validation: only requests that would do the work count.
 */
export function perBusiness(limit: { max: number; timeWindow: string }) {
  return {
    ...limit,
    hook: 'preHandler' as const,
    keyGenerator: async (request: FastifyRequest) => {
      const scope = await request.scopeIfSignedIn().catch(() => null);
      const businessId = scope?.businessId;
      return businessId ? `business:${businessId}` : request.ip;
    },
  };
}

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
