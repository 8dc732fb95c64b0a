// The realtime routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/realtime/realtime.routes.ts.
import { z } from 'zod';
import { route } from './route';

export const realtimeApi = {
  events: route({
    method: 'GET',
    path: '/api/realtime',
    tags: ['realtime'],
    // EventSource sends no headers: the web app names itself here (X-Client-Info elsewhere).
    query: z.object({ client: z.string().max(64).optional() }),
    summary:
      'Live activity as Server-Sent Events: ready, activity (id = activity id), refresh; ' +
      'at most 10 events per second per connection, the rest folded into one refresh',
  }),
};
