// A review request's link, /r/{token} (docs/review-requests.md): it opens the employee's page at
// the request's location as a link visit, counts the first open by a person (never a chat app's
// link preview), and leaves a cookie so the page's tap through to Google marks the request tapped.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serverPages } from '@common/paths';
import { requestTokenParamsSchema } from '@common/schemas/requests';
import { isAutomatedVisitor } from '../../lib/bots';
import { AppError, plain } from '../../lib/errors';
import { markTapped } from '../requests/requests.repository';
import { openRequest } from '../requests/requests.service';
import type { Database } from '../../db/client';

const REQUEST_COOKIE = 'rt_request';
/** A customer comes back to the page within a day; the request stays theirs that long. */
const COOKIE_MAX_AGE_S = 24 * 60 * 60;

export function requestLinkRoute(app: FastifyInstance, secure: boolean) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/r/:token',
      { config: { access: 'public' }, schema: { hide: true, params: requestTokenParamsSchema } },
      async (request, reply) => {
        const { token } = request.params;
        const automated = isAutomatedVisitor(request.headers['user-agent']);
        const opened = await openRequest(app.database.db, token, { automated }, new Date());
        if (!opened) throw new AppError('NOT_FOUND', plain('This review link does not exist.'));
        const page = serverPages.publicEmployee(opened.slug);
        const query = new URLSearchParams({ src: 'link' });
        if (opened.location !== null) query.set('l', String(opened.location));
        reply.setCookie(REQUEST_COOKIE, token, {
          path: page,
          maxAge: COOKIE_MAX_AGE_S,
          httpOnly: true,
          sameSite: 'lax',
          secure,
        });
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(`${page}?${query}`, 302);
      },
    );
}

/** The visitor came from a request's link and now taps through to Google: the request is tapped. */
export async function noteRequestTap(
  db: Database,
  cookies: Record<string, string | undefined>,
  slug: string,
) {
  const token = cookies[REQUEST_COOKIE];
  if (token && token.length <= 64) await markTapped(db, token, slug, new Date());
}
