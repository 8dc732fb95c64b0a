// The stop link of a mailed review request, /r/{token}/stop (docs/review-requests.md): a page
// that asks first (GET never changes anything: mail scanners open links), and the POST it sends,
// which mail clients also send with one click (RFC 8058). The address never gets this business's
// requests again; the page says so in the customer's language.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@common/constants';
import { cyrillicCopy } from '@common/cyrillic';
import { serverPages } from '@common/paths';
import { requestTokenParamsSchema } from '@common/schemas/requests';
import { AppError, plain } from '../../lib/errors';
import { markup } from '../../lib/html';
import { stopRequestMails, stoppableRequest } from '../requests/requests.service';
import { renderDocument, type publicPageHelmet } from './page-layout';
import { sendHtml } from './public-errors';
import { chooseLanguage } from './public-texts';

type PageHelmet = ReturnType<typeof publicPageHelmet>;

interface StopTexts {
  title: string;
  ask: (business: string) => string;
  button: string;
  doneTitle: string;
  done: (business: string) => string;
}

const LATIN: Record<'en' | 'sr', StopTexts> = {
  en: {
    title: 'Stop review requests',
    ask: (business) => `${business} will never mail you a request for a review again.`,
    button: 'Stop these mails',
    doneTitle: 'Done',
    done: (business) => `${business} will not mail you review requests any more.`,
  },
  sr: {
    title: 'Bez zahteva za recenziju',
    ask: (business) => `${business} vam više nikada neće slati e-poštom zahtev za recenziju.`,
    button: 'Zaustavi ove poruke',
    doneTitle: 'Gotovo',
    done: (business) => `${business} vam više neće slati zahteve za recenziju.`,
  },
};
const TEXTS: Record<Language, StopTexts> = { ...LATIN, 'sr-Cyrl': cyrillicCopy(LATIN.sr) };

const querySchema = z.object({ lang: z.enum(LANGUAGES).optional().catch(undefined) });
const notFound = () => new AppError('NOT_FOUND', plain('This link does not exist.'));

export function requestStopRoutes(app: FastifyInstance, helmet: PageHelmet) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { hide: true, params: requestTokenParamsSchema, querystring: querySchema };
  /** One card in the customer's language: a title, a sentence, and the form when it asks. */
  const card = (
    request: { query: { lang?: Language | undefined }; headers: { 'accept-language'?: string } },
    token: string,
    words: (t: StopTexts) => { title: string; text: string; form?: boolean },
  ) => {
    const lang = chooseLanguage(request.query.lang, request.headers['accept-language']);
    const t = TEXTS[lang];
    const { title, text, form } = words(t);
    const action = `${serverPages.reviewRequestStop(token)}?lang=${lang}`;
    return renderDocument({
      lang,
      title,
      switchPath: serverPages.reviewRequestStop(token),
      body: markup`<div class="card">
<h1>${title}</h1>
<p class="muted">${text}</p>
${form ? markup`<form method="post" action="${action}"><button class="btn" type="submit">${t.button}</button></form>` : ''}
</div>`,
    });
  };

  typed.get(
    '/r/:token/stop',
    { config: { access: 'public' }, helmet, schema },
    async (request, reply) => {
      const { token } = request.params;
      const found = await stoppableRequest(app.database.db, token);
      if (!found) throw notFound();
      const html = card(request, token, (t) => ({
        title: t.title,
        text: t.ask(found.businessName),
        form: true,
      }));
      return sendHtml(reply, 200, html);
    },
  );

  typed.post(
    '/r/:token/stop',
    { config: { access: 'public', crossSite: true }, helmet, schema },
    async (request, reply) => {
      const { token } = request.params;
      const stopped = await stopRequestMails(app.database.db, token);
      if (!stopped) throw notFound();
      const html = card(request, token, (t) => ({
        title: t.doneTitle,
        text: t.done(stopped.businessName),
      }));
      return sendHtml(reply, 200, html);
    },
  );
}
