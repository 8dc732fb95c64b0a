import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setEmployeeCredentials } from './credentials.service';
import { liftLockoutOfBusiness, lockoutsOfBusiness } from './lockouts.service';
import { adminAuthApi } from '@common/api/admin-auth';
import { serve } from '../../lib/contract';

const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...serve(adminAuthApi.employeeLockouts),
    config: { access: { permission: 'employees:update' } },
    handler: async (request) =>
      lockoutsOfBusiness(db(), await request.businessScope(), 'employees'),
  });

  app.route({
    ...serve(adminAuthApi.resetEmployeeLockout),
    config: { access: { permission: 'employees:update' } },
    handler: async (request, reply) => {
      const scope = await request.businessScope();
      await liftLockoutOfBusiness(db(), scope, request.body.key, 'employees');
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...serve(adminAuthApi.setCredentials),
    config: { access: { permission: 'employees:update' } },
    handler: async (request) =>
      setEmployeeCredentials(db(), await request.businessScope(), request.params.id, request.body),
  });

  app.route({
    ...serve(adminAuthApi.lockouts),
    config: { access: { permission: 'admin:read' } },
    handler: async (request) => lockoutsOfBusiness(db(), await request.businessScope()),
  });

  app.route({
    ...serve(adminAuthApi.resetLockout),
    config: { access: { permission: 'admin:update' } },
    handler: async (request, reply) => {
      await liftLockoutOfBusiness(db(), await request.businessScope(), request.body.key);
      return reply.status(204).send(null);
    },
  });
};

export default adminAuthRoutes;
