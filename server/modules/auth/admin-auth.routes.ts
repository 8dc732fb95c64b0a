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
    async (request) => lockoutsOfBusiness(db(), await request.businessScope(), 'employees'),
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
      const scope = await request.businessScope();
      await liftLockoutOfBusiness(db(), scope, request.body.key, 'employees');
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
    async (request) =>
      setEmployeeCredentials(db(), await request.businessScope(), request.params.id, request.body),
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
    async (request) => lockoutsOfBusiness(db(), await request.businessScope()),
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
      await liftLockoutOfBusiness(db(), await request.businessScope(), request.body.key);
      return reply.status(204).send(null);
    },
  );
};

export default adminAuthRoutes;
