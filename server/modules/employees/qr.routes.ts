// QR codes of the employees' public pages: one image per employee (PNG for print, SVG for
// anything that scales) and a PDF sheet of cut-out cards. Registered before the /:id routes.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../lib/http';
import { markCardsPrinted } from '../business/setup.service';
import { employeeForQr, qrSheet } from './qr.service';
import { qrPng, qrSvg } from '../../lib/qr';
import { contentDisposition, fileNameFor, labelledQrPng, labelledQrSvg } from './qr-label';
import { DEFAULT_LANGUAGE } from '@common/constants';
import { languageOf } from '../auth/account-links.service';
import { perBusiness } from '../../plugins/rate-limit';
import { qrApi } from '@common/api/qr';
import { serve } from '../../lib/contract';

// Private: the image is only served to signed-in callers; an hour is safe because the slug (and
// so the encoded URL) never changes.
const CACHE_CONTROL = 'private, max-age=3600';

function sendFile(
  reply: FastifyReply,
  file: {
    body: Buffer | Uint8Array | string;
    type: string;
    name: { ascii: string; utf8: string | null };
    download: boolean;
  },
) {
  return reply
    .header('content-type', file.type)
    .header('cache-control', CACHE_CONTROL)
    .header(
      'content-disposition',
      contentDisposition(file.download ? 'attachment' : 'inline', file.name),
    )
    .send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
}

/** A sheet of 200 cards is seconds of a core: at most 30 sheets a minute per business. */
const SHEET_RATE_LIMIT = perBusiness({ max: 30, timeWindow: '1 minute' });

const qrRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...serve(qrApi.sheet),
    config: { access: { permission: 'employees:update' }, rateLimit: SHEET_RATE_LIMIT },
    handler: async (request, reply) => {
      const auth = await request.requireAuth();
      const scope = await request.businessScope();
      const query = {
        ...request.query,
        // Businesses store no language; the account does (its mails'), so a Serbian-speaking
        // owner's link without ?lang= prints Serbian cards.
        lang: request.query.lang ?? (auth.authUser ? languageOf(auth.authUser) : DEFAULT_LANGUAGE),
        businessName: scope.business.name,
      };
      const sheet = await qrSheet(db(), scope, query, publicOrigin(request));
      // The setup guide's "print the cards" step (docs/setup-guide.md).
      await markCardsPrinted(db(), scope.businessId);
      return sendFile(reply, {
        body: sheet.pdf,
        type: 'application/pdf',
        name: sheet.name,
        download: true,
      });
    },
  });

  for (const format of ['png', 'svg'] as const) {
    app.route({
      ...serve(qrApi[format]),
      // Managers (employees:update) or the employee themself: decided in the service.
      config: { access: 'signedIn' },
      handler: async (request, reply) => {
        const scope = await request.businessScope();
        const employee = await employeeForQr(db(), scope, request.params.id, publicOrigin(request));
        const png = format === 'png';
        const download = request.query.download === '1';
        if (download && scope.can('employees:update'))
          await markCardsPrinted(db(), scope.businessId);
        // A download is a file among others: it carries the name under the code and in its file
        // name. Shown inline (the employee's own screen, the app), it is the bare code.
        const business = scope.business.name;
        const body = download
          ? png
            ? await labelledQrPng(employee.publicUrl, employee.name, business)
            : await labelledQrSvg(employee.publicUrl, employee.name, business)
          : png
            ? await qrPng(employee.publicUrl)
            : await qrSvg(employee.publicUrl);
        return sendFile(reply, {
          body,
          type: png ? 'image/png' : 'image/svg+xml; charset=utf-8',
          name: download
            ? fileNameFor(employee.name, `.${format}`)
            : { ascii: `${employee.slug}-qr.${format}`, utf8: null },
          download,
        });
      },
    });
  }
};

export default qrRoutes;
