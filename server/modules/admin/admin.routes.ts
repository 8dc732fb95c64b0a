// The administration API (admin only) and the public side of invitations.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adminUsersRoutes from './admin-users.routes';
import invitesRoutes from './invites.routes';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminUsersRoutes);
  await app.register(invitesRoutes);
};

export default adminRoutes;
