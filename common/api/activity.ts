// The activity routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/activity/activity.routes.ts.
import { activityListSchema, activityQuerySchema } from '../schemas/activity';
import { route } from './route';

export const activityApi = {
  feed: route({
    method: 'GET',
    path: '/api/activity',
    tags: ['activity'],
    summary: 'The activity feed, newest first (employees: their own events)',
    query: activityQuerySchema,
    responses: { 200: activityListSchema },
  }),
};
