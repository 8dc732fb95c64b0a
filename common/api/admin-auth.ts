// The admin-auth routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/auth/admin-auth.routes.ts.
import {
  employeeCredentialsRequestSchema,
  employeeCredentialsResponseSchema,
  lockoutListSchema,
  resetLockoutRequestSchema,
} from '../schemas/auth';
import { errorEnvelopeSchema, idParamsSchema } from '../schemas/common';
import { z } from 'zod';
import { route } from './route';

export const adminAuthApi = {
  employeeLockouts: route({
    method: 'GET',
    path: '/api/employees/lockouts',
    tags: ['employees'],
    summary: "Locked sign-ins of the business's employees (a manager lifts them)",
    responses: { 200: lockoutListSchema },
  }),
  resetEmployeeLockout: route({
    method: 'POST',
    path: '/api/employees/lockouts/reset',
    tags: ['employees'],
    summary: "Lift an employee's sign-in lockout",
    body: resetLockoutRequestSchema,
    responses: { 204: z.null().describe('Lifted'), 404: errorEnvelopeSchema },
  }),
  setCredentials: route({
    method: 'PUT',
    path: '/api/employees/:id/credentials',
    tags: ['employees'],
    summary: "Set or reset an employee's username and password (ends their sessions)",
    params: idParamsSchema,
    body: employeeCredentialsRequestSchema,
    responses: {
      200: employeeCredentialsResponseSchema,
      404: errorEnvelopeSchema,
      409: errorEnvelopeSchema,
    },
  }),
  lockouts: route({
    method: 'GET',
    path: '/api/admin/lockouts',
    tags: ['admin'],
    summary: "Locked sign-ins of the business's accounts and employees",
    responses: { 200: lockoutListSchema },
  }),
  resetLockout: route({
    method: 'POST',
    path: '/api/admin/lockouts/reset',
    tags: ['admin'],
    summary: 'Lift a sign-in lockout (Reset Limit)',
    body: resetLockoutRequestSchema,
    responses: { 204: z.null().describe('Lifted'), 404: errorEnvelopeSchema },
  }),
};
