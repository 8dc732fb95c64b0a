// The debug routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/debug/debug.routes.ts.
import {
  debugAuthResponseSchema,
  debugMailResponseSchema,
  debugPoliciesResponseSchema,
  debugQueryRequestSchema,
  debugQueryResponseSchema,
  debugTestsResponseSchema,
} from '../schemas/debug';
import { route } from './route';

export const debugApi = {
  tests: route({
    method: 'GET',
    path: '/api/debug/tests',
    tags: ['debug'],
    summary: 'Development only: database, migrations, business and permission checks',
    responses: { 200: debugTestsResponseSchema },
  }),
  query: route({
    method: 'GET',
    path: '/api/debug/query',
    tags: ['debug'],
    summary: 'Development only: up to 10 rows of a test table, of your business, no secrets',
    query: debugQueryRequestSchema,
    responses: { 200: debugQueryResponseSchema },
  }),
  policies: route({
    method: 'GET',
    path: '/api/debug/policies',
    tags: ['debug'],
    summary: 'Development only: how each table is filtered by the caller’s business',
    responses: { 200: debugPoliciesResponseSchema },
  }),
  auth: route({
    method: 'GET',
    path: '/api/debug/auth',
    tags: ['debug'],
    summary: 'Development only: which cookies arrived (names only) and the session state',
    responses: { 200: debugAuthResponseSchema },
  }),
  mail: route({
    method: 'GET',
    path: '/api/debug/mail',
    tags: ['debug'],
    summary: 'Development only: the mails written to DATA_DIR/mail (no SMTP_URL), newest first',
    responses: { 200: debugMailResponseSchema },
  }),
};
