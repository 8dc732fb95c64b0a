// The reviews API (docs/http-api.md): list, manual attribution, owner replies and the file import. Permissions follow
// the docs/product-rules.md §6 matrix; what an employee caller may see or do is decided in the service.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, errorResponses, idParamsSchema } from '@common/schemas/common';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_FILES,
  importQuerySchema,
  importReportSchema,
  rematchResponseSchema,
  manualAttributionRequestSchema,
  reviewListQuerySchema,
  replyRequestSchema,
  reviewListSchema,
  reviewSchema,
} from '@common/schemas/reviews';
import { AppError, badRequest, plain } from '../../lib/errors';
import { perBusiness } from '../../plugins/rate-limit';
import { attributeManually, listReviews, replyToReview } from './reviews.service';
import { importReviews } from './import.service';
import type { ImportFile } from './import/files';
import { requestRematch } from './rematch.job';

// Each reply is a call to Google on the business's quota.
const REPLY_LIMIT = { max: 60, timeWindow: '1 minute' };
// A re-match re-reads every review of the business (runs coalesce: one at a time per business).
const REMATCH_LIMIT = perBusiness({ max: 20, timeWindow: '1 hour' });

const errors = errorResponses(400, 401, 403, 404);

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

  app.post(
    '/api/reviews/rematch',
    {
      // It re-decides every location's reviews.
      config: {
        access: { permission: 'reviews:update' },
        allLocations: true,
        rateLimit: REMATCH_LIMIT,
      },
      schema: {
        tags: ['reviews'],
        summary:
          'Run automatic matching again over every review not decided by hand (in the background)',
        response: { 202: rematchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await request.businessScope();
      return reply.status(202).send({ status: await requestRematch(app.jobs, scope.businessId) });
    },
  );

  app.get(
    '/api/reviews',
    {
      config: { access: { permission: 'reviews:read' } },
      schema: {
        tags: ['reviews'],
        summary:
          'Reviews, newest first (from/to: UTC dates, inclusive; an employee sees their own)',
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await request.businessScope();
      // A list may be a moment old (a replica, if any); after a change, this browser's is not.
      return request.readLagging((db) => listReviews(db, scope, request.query));
    },
  );

  app.post(
    '/api/reviews/:id/attribution',
    {
      config: { access: { permission: 'reviews:update' } },
      schema: {
        tags: ['reviews'],
        summary: 'Attribute a review to an employee by hand (null: no employee); kept by re-syncs',
        params: idParamsSchema,
        body: manualAttributionRequestSchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) =>
      attributeManually(
        db(),
        await request.businessScope(),
        request.params.id,
        request.body.employeeId,
      ),
  );

  // Refusals: 409 when Google is not connected through Business Profile (a state the manager can
  // change, not a malformed request), 502 when Google fails the call.
  const replyErrors = { 409: errorEnvelopeSchema, 502: errorEnvelopeSchema, ...errors };

  app.put(
    '/api/reviews/:id/reply',
    {
      config: { access: { permission: 'reviews:update' }, rateLimit: REPLY_LIMIT },
      schema: {
        tags: ['reviews'],
        summary: 'Post or replace the owner reply at Google (Business Profile only)',
        params: idParamsSchema,
        body: replyRequestSchema,
        response: { 200: reviewSchema, ...replyErrors },
      },
    },
    async (request) => {
      const scope = await request.businessScope();
      return replyToReview(db(), app.google.deps, scope, request.params.id, request.body.comment);
    },
  );

  app.delete(
    '/api/reviews/:id/reply',
    {
      config: { access: { permission: 'reviews:update' }, rateLimit: REPLY_LIMIT },
      schema: {
        tags: ['reviews'],
        summary: 'Delete the owner reply at Google (Business Profile only)',
        params: idParamsSchema,
        response: { 200: reviewSchema, ...replyErrors },
      },
    },
    async (request) => {
      const scope = await request.businessScope();
      return replyToReview(db(), app.google.deps, scope, request.params.id, null);
    },
  );

  app.post(
    '/api/reviews/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      config: { access: { permission: 'reviews:import' } },
      schema: {
        tags: ['reviews'],
        summary:
          'Import reviews from CSV, Excel, Google Takeout (.json or .zip) or a review tool export (multipart, one or more files; dryRun=true: describe, save nothing)',
        consumes: [
          'multipart/form-data',
          'text/csv',
          'application/json',
          'application/zip',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ],
        querystring: importQuerySchema,
        response: { 200: importReportSchema, 413: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await request.businessScope();
      return importReviews(db(), scope, await importFiles(request), request.query);
    },
  );
};

export default reviewsRoutes;
