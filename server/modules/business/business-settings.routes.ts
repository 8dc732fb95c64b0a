// GET and PATCH /api/business (docs/http-api.md; docs/product-rules.md §6: settings read/update, admins and managers).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@common/schemas/common';
import { businessSettingsSchema, updateBusinessSettingsSchema } from '@common/schemas/business';
import * as service from './business-settings.service';
import { canSeedDemo } from '@common/policy';

const errors = errorResponses(400, 403, 404);

const businessSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/business',
    {
      config: { access: { permission: 'settings:read' } },
      schema: {
        tags: ['business'],
        summary: "The caller's business information and settings",
        response: { 200: businessSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await request.businessScope();
      const business = await service.getSettings(db, scope.businessId);
      return service.presentSettings(business, canSeedDemo(scope.viewer, app.config.isProduction));
    },
  );

  app.patch(
    '/api/business',
    {
      // Name, time zone, privacy text, window and not-staff names hold for every location.
      config: { access: { permission: 'settings:update' }, allLocations: true },
      schema: {
        tags: ['business'],
        summary: 'Change the business name, time zone, privacy text or attribution window',
        body: updateBusinessSettingsSchema,
        response: { 200: businessSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await request.businessScope();
      const business = await service.updateSettings(db, scope.businessId, request.body, app.jobs);
      return service.presentSettings(business, canSeedDemo(scope.viewer, app.config.isProduction));
    },
  );
};

export default businessSettingsRoutes;
