// The reviews API (docs/http-api.md): list, manual attribution, owner replies and the file import. Permissions follow
// the docs/product-rules.md §6 matrix; what an employee caller may see or do is decided in the service.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_MAX_BYTES, IMPORT_MAX_FILES } from '@common/schemas/reviews';
import { AppError, badRequest, plain } from '../../lib/errors';
import { perBusiness } from '../../plugins/rate-limit';
import { attributeManually, listReviews } from './reviews.service';
import { importReviews } from './import.service';
import type { ImportFile } from './import/files';
import { requestAlerts, requestRematch } from '../../lib/jobs/queues';
import { reviewsApi } from '@common/api/reviews';
import { serve } from '../../lib/contract';

// A re-match re-reads every review of the business (runs coalesce: one at a time per business).
const REMATCH_LIMIT = perBusiness({ max: 20, timeWindow: '1 hour' });

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', plain('The chosen files are larger than 5 MB in all.'));

/** What a multipart refusal of the plugin's own (too large, too many files) keeps as its 4xx. */
function multipartError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') return badRequest('importTooManyFiles');
    return error;
  }
  // A body that is not the multipart it claims (a wrong boundary, cut short) is an unreadable
  // file, not a 500.
  return badRequest('importFileUnreadable');
}

/**
 * The uploaded files (multipart, any field, up to IMPORT_MAX_FILES and IMPORT_MAX_BYTES in all),
 * or a raw body: text/csv, a JSON document, a .zip or an .xlsx.
 */
async function importFiles(request: FastifyRequest): Promise<ImportFile[]> {
  if (request.isMultipart()) {
    const files: ImportFile[] = [];
    let bytes = 0;
    try {
      for await (const part of request.files()) {
        const buffer = await part.toBuffer();
        bytes += buffer.byteLength;
        if (bytes > IMPORT_MAX_BYTES) throw tooLarge();
        files.push({ name: part.filename || 'upload', bytes: buffer });
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw multipartError(error);
    }
    return files;
  }
  const body = request.body;
  if (typeof body === 'string') return [{ name: 'upload', bytes: Buffer.from(body, 'utf8') }];
  if (Buffer.isBuffer(body)) return [{ name: 'upload', bytes: body }];
  if (body === undefined || body === null) return [];
  try {
    return [{ name: 'upload.json', bytes: Buffer.from(JSON.stringify(body), 'utf8') }];
  } catch {
    // Nesting deep enough to overflow the stack (JSON.parse accepted it): no reviews file.
    throw badRequest('importFileUnreadable');
  }
}

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Encapsulated: multipart and the CSV body parser apply to these routes only.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: IMPORT_MAX_FILES },
  });
  // Raw bodies stay bytes: the import detects a CSV's encoding itself (docs/import.md).
  app.addContentTypeParser(
    [
      'text/csv',
      'text/plain',
      'application/zip',
      'application/octet-stream',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.route({
    ...serve(reviewsApi.rematch),
    // It re-decides every location's reviews.
    config: {
      access: { permission: 'reviews:update' },
      allLocations: true,
      rateLimit: REMATCH_LIMIT,
    },
    handler: async (request, reply) => {
      const scope = await request.businessScope();
      return reply.status(202).send({ status: await requestRematch(app.jobs, scope.businessId) });
    },
  });

  app.route({
    ...serve(reviewsApi.list),
    config: { access: { permission: 'reviews:read' } },
    handler: async (request) => {
      const scope = await request.businessScope();
      // A list may be a moment old (a replica, if any); after a change, this browser's is not.
      return request.readLagging((db) => listReviews(db, scope, request.query));
    },
  });

  app.route({
    ...serve(reviewsApi.attribute),
    config: { access: { permission: 'reviews:update' } },
    handler: async (request) =>
      attributeManually(
        db(),
        await request.businessScope(),
        request.params.id,
        request.body.employeeId,
      ),
  });

  app.route({
    ...serve(reviewsApi.import),
    bodyLimit: IMPORT_MAX_BYTES,
    config: { access: { permission: 'reviews:import' } },
    handler: async (request) => {
      const scope = await request.businessScope();
      const report = await importReviews(db(), scope, await importFiles(request), request.query);
      // A new low rating in the file is mailed now (docs/notifications.md "Alert mails").
      await requestAlerts(app.jobs, scope.businessId);
      return report;
    },
  });
};

export default reviewsRoutes;
