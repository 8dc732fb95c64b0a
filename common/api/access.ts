// The access routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/auth/access.routes.ts.
import { ROLES } from '../policy';
import {
  businessConnectionSchema,
  connectBusinessRequestSchema,
  functionEnvelope,
  hasPermissionRequestSchema,
} from '../schemas/auth';
import { z } from 'zod';
import { route } from './route';

const envelope = functionEnvelope(businessConnectionSchema);

export const accessApi = {
  hasPermission: route({
    method: 'POST',
    path: '/api/rpc/has_permission',
    tags: ['rpc'],
    summary: 'Whether the caller holds a permission (docs/product-rules.md §6)',
    body: hasPermissionRequestSchema,
    responses: { 200: z.boolean() },
  }),
  userBusinessId: route({
    method: 'POST',
    path: '/api/rpc/get_user_business_id',
    tags: ['rpc'],
    summary: "The caller's business id, or null",
    responses: { 200: z.uuid().nullable() },
  }),
  userRole: route({
    method: 'POST',
    path: '/api/rpc/get_user_role',
    tags: ['rpc'],
    summary: "The caller's role, or null",
    responses: { 200: z.enum(ROLES).nullable() },
  }),
  connection: route({
    method: 'GET',
    path: '/api/functions/connect-business',
    tags: ['functions'],
    summary: "The caller's business connection",
    responses: { 200: envelope },
  }),
  connectBusiness: route({
    method: 'POST',
    path: '/api/functions/connect-business',
    tags: ['functions'],
    summary: 'Rejoin a business you own by id, or create one from a Google Business URL',
    body: connectBusinessRequestSchema,
    responses: { 200: envelope, 403: envelope, 404: envelope },
  }),
  disconnectBusiness: route({
    method: 'POST',
    path: '/api/functions/disconnect-business',
    tags: ['functions'],
    summary: 'Leave the current business (409 for its last active administrator)',
    responses: { 200: envelope, 403: envelope, 409: envelope },
  }),
};
