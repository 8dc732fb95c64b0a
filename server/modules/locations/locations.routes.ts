// The locations API (docs/http-api.md, docs/locations.md): the business's locations, and where
// each employee works. Adding, renaming, archiving a location and giving it a Google place are
// settings (admins and managers); placing an employee is an employee edit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema } from '@common/schemas/common';
import {
  createLocationRequestSchema,
  employeeLocationsRequestSchema,
  employeeLocationsSchema,
  locationListSchema,
  locationSchema,
  updateLocationRequestSchema,
} from '@common/schemas/locations';
import * as service from './locations.service';
import { requireLocationAllowed } from '../scope/scope';
import { placeEmployee, visibleLocations } from './employee-locations.service';

const errors = errorResponses(400, 401, 403, 404, 409);

const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/locations',
    {
      config: { access: { permission: 'analytics:read' } },
      schema: {
        tags: ['locations'],
        summary: "The business's locations by number (an employee: those they work at)",
        response: { 200: locationListSchema, ...errors },
      },
    },
    async (request) => ({ items: await visibleLocations(db(), await request.businessScope()) }),
  );

  app.post(
    '/api/locations',
    {
      // A new location is outside any list a limited manager has.
      config: { access: { permission: 'settings:update' }, allLocations: true },
      schema: {
        tags: ['locations'],
        summary: 'Add a location (its cards are /e/{slug}?l={number})',
        body: createLocationRequestSchema,
        response: { 201: locationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { businessId } = await request.businessScope();
      const created = await service.createLocation(db(), app.googleLinks, businessId, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/locations/:id',
    {
      config: { access: { permission: 'settings:update' } },
      schema: {
        tags: ['locations'],
        summary: 'Rename, archive or restore a location, or change its Google place',
        params: idParamsSchema,
        body: updateLocationRequestSchema,
        response: { 200: locationSchema, ...errors },
      },
    },
    async (request) => {
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
  );

  app.put(
    '/api/employees/:id/locations',
    {
      config: { access: { permission: 'employees:update' } },
      schema: {
        tags: ['employees', 'locations'],
        summary: 'Set the locations an employee works at',
        params: idParamsSchema,
        body: employeeLocationsRequestSchema,
        response: { 200: employeeLocationsSchema, ...errors },
      },
    },
    async (request) =>
      placeEmployee(
        db(),
        await request.businessScope(),
        request.params.id,
        request.body.locationIds,
      ),
  );
};

export default locationsRoutes;
