// The exports (docs/exports.md): CSV at the original paths and an Excel workbook beside each.
// analytics:export is for admins and managers only: employees get 403 before anything is read.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_FORMATS, EXPORT_KINDS, exportsApi, type ExportFormat } from '@common/api/exports';
import { serve } from '../../lib/contract';
import { languageOf } from '../auth/account-links.service';
import { exportFile } from './exports.service';

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// The untyped reply: the route's response schemas describe only its JSON errors.
function sendFile(
  reply: FastifyReply,
  format: ExportFormat,
  filename: string,
  stream: NodeJS.ReadableStream,
) {
  return reply
    .type(TYPES[format])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of EXPORT_KINDS) {
    for (const format of EXPORT_FORMATS) {
      app.route({
        ...serve(exportsApi[`${kind}.${format}`]),
        config: { access: { permission: 'analytics:export' } },
        handler: async (request, reply) => {
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
      });
    }
  }
};

export default exportsRoutes;
