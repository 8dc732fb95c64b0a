// The operator's status endpoint. Access is `public` for the session layer; the route checks the
// operator token itself (Authorization: Bearer <OPERATOR_TOKEN>): unset token 404 as if absent,
// a missing or wrong one 401.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound, routeNotFoundMessage, plain } from '../../lib/errors';
import { bearerToken, operatorStatus, tokenMatches } from './operator.service';
import { operatorApi } from '@common/api/operator';
import { serve } from '../../lib/contract';

/** Wrong tokens are cheap to try otherwise; a person refreshing a dashboard needs few requests. */
const OPERATOR_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Unset token: 404 exactly as an unknown route, so the endpoint's existence does not show. */
  async function requireOperator(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const expected = app.config.operatorToken;
    if (!expected) throw notFound(plain(routeNotFoundMessage(request)));
    if (!tokenMatches(bearerToken(request.headers.authorization), expected))
      throw new AppError('UNAUTHENTICATED', 'operatorTokenInvalid', {
        'www-authenticate': 'Bearer',
      });
  }

  app.get(
    '/metrics',
    {
      config: { access: 'public', rateLimit: OPERATOR_RATE_LIMIT },
      schema: { hide: true },
      onRequest: requireOperator,
    },
    async (_request, reply) => {
      const { contentType, body } = await app.scrapeMetrics();
      return reply.type(contentType).send(body);
    },
  );

  app.route({
    ...serve(operatorApi.status),
    config: { access: 'public', rateLimit: OPERATOR_RATE_LIMIT },
    onRequest: requireOperator,
    handler: async () => operatorStatus(app.database),
  });
};

export default operatorRoutes;
