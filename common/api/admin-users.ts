// The admin-users routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/admin/admin-users.routes.ts.
import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  updateAdminUserRequestSchema,
} from '../schemas/admin';
import { errorEnvelopeSchema, idParamsSchema } from '../schemas/common';
import { route } from './route';

export const adminUsersApi = {
  list: route({
    method: 'GET',
    path: '/api/admin/users',
    tags: ['admin'],
    summary: "The business's user accounts (admins, managers and employees)",
    query: adminUserListQuerySchema,
    responses: { 200: adminUserListSchema },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    tags: ['admin'],
    summary: "Change a user's role (admin or manager) or activate / deactivate them",
    params: idParamsSchema,
    body: updateAdminUserRequestSchema,
    responses: { 200: adminUserSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
  }),
};
