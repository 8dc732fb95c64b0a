// The locations API (docs/http-api.md, docs/locations.md): the business's locations, and where
// each employee works. Adding, renaming, archiving a location and giving it a Google place are
// settings (admins and managers); placing an employee is an employee edit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './locations.service';
import { requireLocationAllowed } from '../scope/scope';
import { visibleLocations } from './employee-locations.service';
import { locationsApi } from '@common/api/locations';
import { serve } from '../../lib/contract';

const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...serve(locationsApi.list),
    config: { access: { permission: 'analytics:read' } },
    handler: async (request) => ({
      items: await visibleLocations(db(), await request.businessScope()),
    }),
  });

  app.route({
    ...serve(locationsApi.create),
    // A new location is outside any list a limited manager has.
    config: { access: { permission: 'settings:update' }, allLocations: true },
    handler: async (request, reply) => {
      const { businessId } = await request.businessScope();
      const created = await service.createLocation(db(), app.googleLinks, businessId, request.body);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...serve(locationsApi.update),
    config: { access: { permission: 'settings:update' } },
    handler: async (request) => {
      const scope = await request.businessScope();
      await requireLocationAllowed(scope, request.params.id);
      return service.updateLocation(
        db(),
        app.googleLinks,
        scope.businessId,
        request.params.id,
        request.body,
      );
    },
  });
};

export default locationsRoutes;
