import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  employeeCredentialsRequestSchema,
  employeeCredentialsResponseSchema,
  lockoutListSchema,
  resetLockoutRequestSchema,
} from '@common/schemas/auth';
import { errorEnvelopeSchema, idParamsSchema } from '@common/schemas/common';
import { setEmployeeCredentials } from './credentials.service';
import { allowedLocations, requireEmployeeAllowed } from '../locations/location-access';
import { liftLockoutOfBusiness, lockoutsOfBusiness } from './lockouts.service';

const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/employees/lockouts',
    {
      config: { access: { permission: 'employees:update' } },
      schema: {
        tags: ['employees'],
        summary: "Locked sign-ins of the business's employees (a manager lifts them)",
        response: { 200: lockoutListSchema },
      },
    },
    async (request) => {
      const auth = await request.requireAuth();
      const at = await allowedLocations(db(), auth);
      return lockoutsOfBusiness(db(), auth.user.businessId, 'employees', at);
    },
  );

  app.post(
    '/api/employees/lockouts/reset',
    {
      config: { access: { permission: 'employees:update' } },
      schema: {
        tags: ['employees'],
        summary: "Lift an employee's sign-in lockout",
        body: resetLockoutRequestSchema,
        response: { 204: z.null().describe('Lifted'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const auth = await request.requireAuth();
      const at = await allowedLocations(db(), auth);
      await liftLockoutOfBusiness(db(), auth.user.businessId, request.body.key, 'employees', at);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/employees/:id/credentials',
    {
      config: { access: { permission: 'employees:update' } },
      schema: {
        tags: ['employees'],
        summary: "Set or reset an employee's username and password (ends their sessions)",
        params: idParamsSchema,
        body: employeeCredentialsRequestSchema,
        response: {
          200: employeeCredentialsResponseSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const auth = await request.requireAuth();
      await requireEmployeeAllowed(db(), auth, request.params.id);
      return setEmployeeCredentials(db(), auth.user.businessId, request.params.id, request.body);
    },
  );

  app.get(
    '/api/admin/lockouts',
    {
      config: { access: { permission: 'admin:read' } },
      schema: {
        tags: ['admin'],
        summary: "Locked sign-ins of the business's accounts and employees",
        response: { 200: lockoutListSchema },
      },
    },
    async (request) => lockoutsOfBusiness(db(), (await request.requireAuth()).user.businessId),
  );

  app.post(
    '/api/admin/lockouts/reset',
    {
      config: { access: { permission: 'admin:update' } },
      schema: {
        tags: ['admin'],
        summary: 'Lift a sign-in lockout (Reset Limit)',
        body: resetLockoutRequestSchema,
        response: { 204: z.null().describe('Lifted'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await liftLockoutOfBusiness(
        db(),
        (await request.requireAuth()).user.businessId,
        request.body.key,
      );
      return reply.status(204).send(null);
    },
  );
};

export default adminAuthRoutes;
