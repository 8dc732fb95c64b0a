// Refuses a NUL character (U+0000) anywhere in a request's query, route parameters, parsed body
// or the headers we read with a 400 before any route runs. PostgreSQL cannot store NUL in text, so without this
// guard such a value reached the database and answered 500 (names, aliases, privacy text,
// search, sign-in usernames, the public confirmation form). Uploaded files are cleaned where
// they are read (server/modules/reviews/import/files.ts).
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';
import { API_PREFIX } from '@common/api/route';

/** Whether any string inside the value (objects and arrays walked, to a bounded depth) has NUL. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

// The only headers whose values reach the database or a page (sessions, visitor keys, language).
const READ_HEADERS = ['user-agent', 'accept-language', 'x-forwarded-for'] as const;

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      // A raw text body is an uploaded file (a CSV import): its reader drops NUL and keeps the rest.
      const body = typeof request.body === 'string' ? undefined : request.body;
      const headers = READ_HEADERS.map((name) => request.headers[name]);
      if (
        containsNul(request.query) ||
        // Elsewhere (public pages, files) a parameter with NUL names nothing: their own 404.
        (request.url.startsWith(API_PREFIX) && containsNul(request.params)) ||
        containsNul(body) ||
        containsNul(headers)
      )
        throw badRequest('invalidCharacter', 'INVALID_CHARACTER');
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
