// CSV exports (DESIGN §5). analytics:export is for admins and managers only (SPEC §6): employees
// get 403 before anything is read.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@common/schemas/common';
import { rangeQuerySchema } from '@common/schemas/analytics';
import { EXPORT_KINDS, exportCsv, type ExportKind } from './exports.service';

const SUMMARIES: Record<ExportKind, string> = {
  employees: 'Figures per employee for the range, one row each',
  reviews: 'Reviews published in the range, with attribution and its evidence',
  activity: 'Activity events of the range',
};

// The untyped reply: the route's response schemas describe only its JSON errors.
function sendCsv(reply: FastifyReply, filename: string, stream: NodeJS.ReadableStream) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of EXPORT_KINDS) {
    app.get(
      `/api/exports/${kind}.csv`,
      {
        config: { access: { permission: 'analytics:export' } },
        schema: {
          tags: ['exports'],
          summary: `${SUMMARIES[kind]} (CSV, UTF-8 with BOM)`,
          querystring: rangeQuerySchema,
          response: {
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const auth = await request.requireAuth();
        const { filename, stream } = exportCsv(
          app.database.db,
          auth,
          kind,
          request.query.range,
          new Date(),
        );
        return sendCsv(reply, filename, stream);
      },
    );
  }
};

export default exportsRoutes;
