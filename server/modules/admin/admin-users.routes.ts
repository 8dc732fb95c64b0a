import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listBusinessUsers, updateBusinessUser } from './admin-users.service';
import { adminUsersApi } from '@common/api/admin-users';
import { serve } from '../../lib/contract';

const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...serve(adminUsersApi.list),
    config: { access: { permission: 'admin:read' } },
    handler: async (request) =>
      listBusinessUsers(db(), await request.businessScope(), request.query),
  });

  app.route({
    ...serve(adminUsersApi.update),
    config: { access: { permission: 'admin:update' } },
    handler: async (request) =>
      updateBusinessUser(db(), await request.businessScope(), request.params.id, request.body),
  });
};

export default adminUsersRoutes;
