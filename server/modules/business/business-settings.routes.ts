// GET and PATCH /api/business (docs/http-api.md; docs/product-rules.md §6: settings read/update, admins and managers).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './business-settings.service';
import { canSeedDemo } from '@common/policy';
import { businessSettingsApi } from '@common/api/business-settings';
import { serve } from '../../lib/contract';

const businessSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...serve(businessSettingsApi.read),
    config: { access: { permission: 'settings:read' } },
    handler: async (request) => {
      const scope = await request.businessScope();
      const business = await service.getSettings(db, scope.businessId);
      return service.presentSettings(business, canSeedDemo(scope.viewer, app.config.isProduction));
    },
  });

  app.route({
    ...serve(businessSettingsApi.update),
    // Name, time zone, privacy text, window and not-staff names hold for every location.
    config: { access: { permission: 'settings:update' }, allLocations: true },
    handler: async (request) => {
      const scope = await request.businessScope();
      const business = await service.updateSettings(db, scope.businessId, request.body, app.jobs);
      return service.presentSettings(business, canSeedDemo(scope.viewer, app.config.isProduction));
    },
  });
};

export default businessSettingsRoutes;
