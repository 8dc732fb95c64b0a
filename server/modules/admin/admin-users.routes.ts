import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  updateAdminUserRequestSchema,
} from '@common/schemas/admin';
import { errorEnvelopeSchema, idParamsSchema } from '@common/schemas/common';
import { listBusinessUsers, updateBusinessUser } from './admin-users.service';

const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/admin/users',
    {
      config: { access: { permission: 'admin:read' } },
      schema: {
        tags: ['admin'],
        summary: "The business's user accounts (admins, managers and employees)",
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema },
      },
    },
    async (request) => listBusinessUsers(db(), await request.businessScope(), request.query),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: { access: { permission: 'admin:update' } },
      schema: {
        tags: ['admin'],
        summary: "Change a user's role (admin or manager) or activate / deactivate them",
        params: idParamsSchema,
        body: updateAdminUserRequestSchema,
        response: { 200: adminUserSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) =>
      updateBusinessUser(db(), await request.businessScope(), request.params.id, request.body),
  );
};

export default adminUsersRoutes;
