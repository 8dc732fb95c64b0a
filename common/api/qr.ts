// The qr routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/employees/qr.routes.ts.
import { z } from 'zod';
import { errorResponses, idParamsSchema } from '../schemas/common';
import { qrSheetQuerySchema } from '../schemas/employees';
import { route } from './route';

const errors = errorResponses(400, 401, 403, 404);

/** `?download=1` asks for a file to save; otherwise the image shows in the browser. */
const qrImageQuerySchema = z.object({ download: z.enum(['0', '1']).optional() });

const image = <const F extends 'png' | 'svg'>(format: F) =>
  route({
    method: 'GET',
    path: `/api/employees/:id/qr.${format}`,
    tags: ['employees'],
    summary: `QR code of the employee's public page as ${format.toUpperCase()}`,
    params: idParamsSchema,
    query: qrImageQuerySchema,
    responses: errors,
  });

export const qrApi = {
  sheet: route({
    method: 'GET',
    path: '/api/employees/qr-sheet.pdf',
    tags: ['employees'],
    summary:
      'PDF of QR cards asking for a review: an A4 sheet of 8 or A6 table tents (the given ids, else every active employee)',
    query: qrSheetQuerySchema,
    responses: errors,
  }),
  png: image('png'),
  svg: image('svg'),
};
