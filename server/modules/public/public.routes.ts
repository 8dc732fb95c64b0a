// The public funnel pages (docs/http-api.md): GET /e/{slug} (a touch), GET /e/{slug}/review (a clickout,
// then 302 to Google), POST /e/{slug}/confirm (form or JSON) and GET /qr/{slug}. Server-rendered
// HTML without scripts, never cached (every view must reach us to be counted), hidden from the
// OpenAPI document. This plugin is encapsulated on purpose: its form parser and its HTML error
// pages apply to these routes only.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@common/constants';
import { serverPages } from '@common/paths';
import { selfConfirmRequestSchema } from '@common/schemas/employees';
import { publicOrigin } from '../../lib/http';
import { SESSION_COOKIE } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { schemaRefusal } from '../../lib/error-key';
import { REFUSAL } from '@common/messages';
import { renderMessagePage } from './message-page';
import { publicPageHelmet } from './page-layout';
import { handlePublicError, isJsonRequest, sendHtml } from './public-errors';
import { publicRequestCaps } from './public-limits';
import { renderPublicPage } from './public-page';
import { TOUCH_SOURCES } from '@common/schemas/funnel';
import { chooseLanguage, TEXTS } from './public-texts';
import {
  clickThrough,
  closeFunnel,
  confirmReview,
  identifyVisitor,
  openPublicPage,
  pruneQuotas,
  showPublicEmployee,
  type PublicEmployee,
  type Visit,
} from './public.service';
import { renderQrPage } from './qr-page';
import { runPeriodically } from '../../lib/periodic';
import { isAutomatedVisitor } from '../../lib/bots';
import { noteRequestTap, requestLinkRoute } from './request-link';
import { requestStopRoutes } from './request-stop';

// Unknown or malformed query values are ignored rather than refused: a typo in a printed link
// must still open the page.
const langParam = z.enum(LANGUAGES).optional().catch(undefined);
// No NUL: PostgreSQL text cannot hold one, so the lookup would fail (a 503) instead of a 404.
const paramsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .refine((slug) => !slug.includes('\u0000')),
});
// The card's location (docs/locations.md); anything else is as if no location were printed.
const locationParam = z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined);
const langQuerySchema = z.object({ lang: langParam, l: locationParam });
const pageQuerySchema = z.object({
  lang: langParam,
  l: locationParam,
  src: z.enum(TOUCH_SOURCES).optional().catch(undefined),
  confirmed: z.literal('1').optional().catch(undefined),
});

const FORM_BODY_LIMIT = 4096;

const QUOTA_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const helmet = publicPageHelmet(app.config.publicUrl?.startsWith('https://') ?? false);
  const config = { access: 'public' as const };

  // The confirmation form posts urlencoded; JSON callers use Fastify's own parser.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler(handlePublicError);
  // Floods are refused before any parsing or database work, for every route here (HEAD too).
  for (const cap of publicRequestCaps(app)) app.addHook('onRequest', cap);
  // Runs after in-flight requests ended and before the app's own hook closes the database.
  app.addHook('onClose', () => closeFunnel(app.database));
  // Confirmation quotas whose day is over, hourly (every process; the delete is idempotent).
  runPeriodically(app, QUOTA_PRUNE_INTERVAL_MS, () =>
    pruneQuotas(app.database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'pruning confirmation quotas failed'),
    ),
  );

  const visit = async (
    request: FastifyRequest,
    slug: string,
    countable = true,
    location?: number,
  ): Promise<Visit> => ({
    slug,
    location: location ?? null,
    visitor: identifyVisitor(app.config.appSecret, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      // Staff testing their own link or printing cards never count; only a request carrying a
      // session cookie pays the session look-up.
      staffBusinessId: request.cookies[SESSION_COOKIE]
        ? ((await request.scopeIfSignedIn())?.businessId ?? null)
        : null,
    }),
    // HEAD asks about the page without viewing it (link checkers, some previews).
    countable: countable && request.method === 'GET',
  });
  const language = (request: FastifyRequest, lang: Language | undefined) =>
    chooseLanguage(lang, request.headers['accept-language']);
  /** What every variant of the public page shows; ?lang, when given, rides along on our links. */
  const pageOf = (
    request: FastifyRequest,
    slug: string,
    lang: Language | undefined,
    employee: PublicEmployee,
    location?: number,
  ) => ({
    lang: language(request, lang),
    langFromQuery: lang !== undefined,
    location,
    slug,
    businessName: employee.businessName,
    firstName: employee.firstName,
    reviewsSetUp: employee.reviewUrl !== null,
    privacyText: employee.privacyText,
  });

  app.get(
    '/e/:slug',
    { config, helmet, schema: { hide: true, params: paramsSchema, querystring: pageQuerySchema } },
    async (request, reply) => {
      const { slug } = request.params;
      const { lang, src, confirmed, l } = request.query;
      // The thank-you after a confirmation is the same visitor coming back, not a new visit.
      const page = await openPublicPage(
        app.database,
        await visit(request, slug, !confirmed, l),
        src ?? 'qr',
      );
      const model = {
        ...pageOf(request, slug, lang, page, l),
        confirmed: confirmed !== undefined,
        openConfirmation: page.hasClickout,
      };
      return sendHtml(reply, 200, renderPublicPage(model));
    },
  );

  requestLinkRoute(app, app.config.publicUrl?.startsWith('https://') ?? false);
  requestStopRoutes(app, helmet);

  app.get(
    '/e/:slug/review',
    { config, helmet, schema: { hide: true, params: paramsSchema, querystring: langQuerySchema } },
    async (request, reply) => {
      const { slug } = request.params;
      const { lang, l } = request.query;
      const result = await clickThrough(app.database, await visit(request, slug, true, l));
      if (result.reviewUrl && !isAutomatedVisitor(request.headers['user-agent']))
        await noteRequestTap(app.database.db, request.cookies, slug);
      if (!result.reviewUrl) {
        return sendHtml(reply, 200, renderPublicPage(pageOf(request, slug, lang, result, l)));
      }
      // Google gets no referrer: our URL names the employee.
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(result.reviewUrl, 302);
    },
  );

  app.post(
    '/e/:slug/confirm',
    {
      config,
      helmet,
      attachValidation: true,
      schema: {
        hide: true,
        params: paramsSchema,
        querystring: langQuerySchema,
        body: selfConfirmRequestSchema,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      // Read by hand: a body that fails validation must not lose the page's language or location.
      const asked = request.query as { lang?: unknown; l?: unknown };
      const lang = LANGUAGES.find((code) => code === asked.lang);
      const location = locationParam.parse(asked.l);
      const json = isJsonRequest(request);
      if (request.validationError) {
        if (request.validationError.validationContext === 'params') {
          return sendHtml(reply, 404, renderMessagePage('notFound', language(request, lang)));
        }
        return rejectConfirmation(request, reply, slug, lang, location, json);
      }
      const { visitor } = await visit(request, slug);
      await confirmReview(app.database, { slug, visitor, reviewerName: request.body.reviewerName });
      if (json) return reply.status(201).send({ ok: true });
      // The thank-you is the same location's page, in the same language.
      const query = `confirmed=1${lang ? `&lang=${lang}` : ''}${location ? `&l=${location}` : ''}`;
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${serverPages.publicEmployee(slug)}?${query}`, 303);
    },
  );

  /** A confirmation without a usable name: JSON gets the documented message, the form comes back. */
  async function rejectConfirmation(
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    lang: Language | undefined,
    location: number | undefined,
    json: boolean,
  ) {
    if (json) {
      const refusal = schemaRefusal(
        request.validationError?.validation[0]?.message ?? REFUSAL.reviewerNameRequired,
      );
      return sendError(
        reply,
        400,
        'VALIDATION_FAILED',
        refusal.message,
        undefined,
        undefined,
        refusal.key,
      );
    }
    // The page of the location the form came from (its name, its Google link); not a new visit.
    const shown = location
      ? await openPublicPage(app.database, await visit(request, slug, false, location), 'qr')
      : await showPublicEmployee(app.database, slug);
    const page = pageOf(request, slug, lang, shown, location);
    const typed = (request.body as { reviewerName?: unknown } | undefined)?.reviewerName;
    const model = {
      ...page,
      formError: TEXTS[page.lang].reviewerNameRequired,
      reviewerName: typeof typed === 'string' ? typed : '',
    };
    return sendHtml(reply, 400, renderPublicPage(model));
  }

  app.get(
    '/qr/:slug',
    { config, helmet, schema: { hide: true, params: paramsSchema, querystring: langQuerySchema } },
    async (request, reply) => {
      const { slug } = request.params;
      const employee = await showPublicEmployee(app.database, slug);
      const html = await renderQrPage({
        lang: language(request, request.query.lang),
        slug,
        // A location's card shows the code of that location's page (docs/locations.md).
        publicUrl:
          publicOrigin(request) +
          serverPages.publicEmployee(slug) +
          (request.query.l ? `?l=${request.query.l}` : ''),
        businessName: employee.businessName,
        firstName: employee.firstName ?? employee.businessName,
        switchPath: serverPages.qrPage(slug),
      });
      return sendHtml(reply, 200, html);
    },
  );
};

export default publicRoutes;
