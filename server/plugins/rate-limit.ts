// A cheap per-address request cap for routes that opt in with `config.rateLimit` (sign-in
// endpoints): floods are shed before any database work. Account lockouts are separate (throttle).
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { rateLimited } from '../lib/errors';

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
