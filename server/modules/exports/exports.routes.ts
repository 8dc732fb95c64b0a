// The exports (docs/exports.md): CSV at the original paths and an Excel workbook beside each.
// analytics:export is for admins and managers only: employees get 403 before anything is read.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@common/schemas/common';
import { exportQuerySchema } from '@common/schemas/analytics';
import { languageOf } from '../auth/account-links.service';
import { EXPORT_KINDS, exportFile, type ExportFormat, type ExportKind } from './exports.service';

const SUMMARIES: Record<ExportKind, string> = {
  employees: 'Figures per employee for the range, one row each',
  reviews: 'Reviews published in the range, with attribution and its evidence',
  activity: 'Activity events of the range',
};

const FORMATS: Record<ExportFormat, { type: string; describe: string }> = {
  csv: {
    type: 'text/csv; charset=utf-8',
    describe: "CSV, UTF-8 with BOM; with ?lang= written for people, ';' as separator in Serbian",
  },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    describe: "Excel workbook, typed cells, in ?lang= or the account's language",
  },
};

// The untyped reply: the route's response schemas describe only its JSON errors.
function sendFile(
  reply: FastifyReply,
  format: ExportFormat,
  filename: string,
  stream: NodeJS.ReadableStream,
) {
  return reply
    .type(FORMATS[format].type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of EXPORT_KINDS) {
    for (const format of ['csv', 'xlsx'] as const) {
      app.get(
        `/api/exports/${kind}.${format}`,
        {
          config: { access: { permission: 'analytics:export' } },
          schema: {
            tags: ['exports'],
            summary: `${SUMMARIES[kind]} (${FORMATS[format].describe})`,
            querystring: exportQuerySchema,
            response: {
              400: errorEnvelopeSchema,
              401: errorEnvelopeSchema,
              403: errorEnvelopeSchema,
              404: errorEnvelopeSchema,
            },
          },
        },
        async (request, reply) => {
          const auth = await request.requireAuth();
          const { range, lang, locationId } = request.query;
          const language =
            lang ?? (format === 'xlsx' && auth.authUser ? languageOf(auth.authUser) : undefined);
          // Figures may be a moment old: a replica, if any, checked just before the stream starts.
          const db = await request.laggingDb();
          const scope = await request.businessScope();
          const { filename, stream } = await exportFile(db, scope, kind, range, new Date(), {
            format,
            lang: language,
            locationId,
          });
          return sendFile(reply, format, filename, stream);
        },
      );
    }
  }
};

export default exportsRoutes;
