// Visits from a booking system (docs/visits.md, docs/http-api.md): a manager uploads a booking
// tool's export and manages the keys in Settings; the tool itself sends visits with a key.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitsApi } from '@common/api/visits';
import { VISIT_IMPORT_MAX_BYTES } from '@common/schemas/visits';
import { serve } from '../../lib/contract';
import { runPeriodically } from '../../lib/periodic';
import {
  createVisitKey,
  deleteVisits,
  importVisitFile,
  purgeExpiredVisits,
  listVisitKeys,
  receiveVisit,
  revokeVisitKey,
  visitSummary,
} from './visits.service';

/** Concerns every location's visits: a manager limited to some locations cannot. */
const MANAGE = { access: { permission: 'settings:update' }, allLocations: true } as const;
/** A booking system sends a visit at a time; a burst of a day's visits fits, a flood does not. */
const RECEIVE_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.database.db, jobs: app.jobs, appSecret: app.config.appSecret });
  // Raw bodies stay bytes: the import detects a CSV's encoding itself.
  app.addContentTypeParser(
    [
      'text/csv',
      'text/plain',
      'application/octet-stream',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      // What Windows calls a .csv file when a browser uploads it.
      'application/vnd.ms-excel',
    ],
    { parseAs: 'buffer', bodyLimit: VISIT_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Visits older than the business keeps them are deleted, hourly (idempotent in every process).
  runPeriodically(app, PURGE_INTERVAL_MS, () =>
    purgeExpiredVisits(app.database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'deleting expired visits failed'),
    ),
  );

  app.route({
    ...serve(visitsApi.import),
    bodyLimit: VISIT_IMPORT_MAX_BYTES,
    config: { access: { permission: 'reviews:import' }, allLocations: true },
    handler: async (request) => {
      const body = request.body as unknown;
      const bytes = body instanceof Uint8Array ? body : new Uint8Array();
      return importVisitFile(
        ctx(),
        await request.businessScope(),
        bytes,
        request.query,
        new Date(),
      );
    },
  });

  app.route({
    ...serve(visitsApi.receive),
    config: { access: 'public', crossSite: true, rateLimit: RECEIVE_RATE_LIMIT },
    handler: async (request, reply) => {
      const auth = request.headers.authorization ?? '';
      const key = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
      const stored = await receiveVisit(ctx(), key, request.body, new Date());
      return reply
        .status(stored.created ? 201 : 200)
        .send({ id: stored.id, created: stored.created, employeeId: stored.employeeId });
    },
  });

  app.route({
    ...serve(visitsApi.summary),
    config: { access: { permission: 'settings:read' } },
    handler: async (request) =>
      visitSummary(app.database.db, (await request.businessScope()).businessId),
  });

  app.route({
    ...serve(visitsApi.deleteAll),
    config: MANAGE,
    handler: async (request) => deleteVisits(ctx(), (await request.businessScope()).businessId),
  });

  app.route({
    ...serve(visitsApi.createKey),
    config: MANAGE,
    handler: async (request, reply) =>
      reply.status(201).send(await createVisitKey(app.database.db, await request.businessScope())),
  });

  app.route({
    ...serve(visitsApi.listKeys),
    config: MANAGE,
    handler: async (request) =>
      listVisitKeys(app.database.db, (await request.businessScope()).businessId),
  });

  app.route({
    ...serve(visitsApi.revokeKey),
    config: MANAGE,
    handler: async (request, reply) => {
      await revokeVisitKey(
        app.database.db,
        (await request.businessScope()).businessId,
        request.params.id,
      );
      return reply.status(204).send(null);
    },
  });
};

export default visitsRoutes;
