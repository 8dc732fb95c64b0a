// The OpenAPI document is generated from the same zod schemas the routes validate with.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION, PRODUCT_NAME } from '@common/constants';
import { API_DOCS_PATH } from '@common/api/route';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${PRODUCT_NAME} API`,
          description: 'Employees, the review funnel, Google reviews, attribution and analytics.',
          version: APP_VERSION,
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'rt_session' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'openapi' },
);
