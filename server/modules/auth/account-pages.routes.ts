// The pages the mailed links open (docs/accounts.md). GET never acts: mail scanners and link
// previews fetch links too, and a confirmation a scanner made would prove nobody's mailbox. GET
// on a confirmation link shows one button; its POST confirms the address and offers "Sign in"
// (it never signs in). GET on a reset link shows a form with one button; its POST sets the
// password, signs this browser in and goes to the dashboard. Pages in the account's language,
// without scripts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, PASSWORD_MIN_LENGTH, PRODUCT_NAME, type Language } from '@common/constants';
import { inLanguage, paths, serverPages } from '@common/paths';
import { AppError, plain } from '../../lib/errors';
import { setSessionCookie } from '../../plugins/auth';
import { joinHtml, markup, type Html } from '../../lib/html';
import { publicPageHelmet, renderDocument } from '../public/page-layout';
import { sendHtml } from '../public/public-errors';
import { chooseLanguage } from '../public/public-texts';
import { ACCOUNT_PAGE_TEXTS, type AccountPageTexts } from './account-pages-texts';
import {
  checkConfirmLink,
  checkResetLink,
  confirmEmail,
  languageOfLink,
  resetPassword,
} from './account.service';
import { accountDeps, clientInfo } from './request-context';

const querySchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
  lang: z.enum(LANGUAGES).optional().catch(undefined),
});
const formSchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
  password: z.string().max(1024).optional().catch(undefined),
});

function card(title: string, paragraphs: string[], action?: { href: string; label: string }) {
  return markup`<div class="card">
<h1>${title}</h1>
${joinHtml(
  paragraphs.map((p) => markup`<p class="muted">${p}</p>`),
  markup`\n`,
)}
${action ? markup`<a class="btn" href="${action.href}">${action.label}</a>` : ''}
</div>`;
}

function brokenLinkBody(
  t: AccountPageTexts,
  error: unknown,
  retry: { href: string; label: string },
) {
  const code = error instanceof AppError ? error.code : 'LINK_INVALID';
  const text =
    code === 'LINK_EXPIRED' ? t.linkExpired : code === 'EMAIL_TAKEN' ? t.emailTaken : t.linkInvalid;
  return card(t.brokenTitle, [text], retry);
}

function confirmForm(t: AccountPageTexts, token: string) {
  return markup`<div class="card">
<h1>${t.confirmTitle}</h1>
<p class="muted">${t.confirmIntro}</p>
<form method="post" action="${serverPages.confirmEmail}">
<input type="hidden" name="token" value="${token}">
<button class="btn" type="submit">${t.confirmButton}</button>
</form>
</div>`;
}

function resetForm(t: AccountPageTexts, token: string, error?: string) {
  return markup`<div class="card">
<h1>${t.resetTitle}</h1>
<p class="muted">${t.resetIntro}</p>
<form method="post" action="${serverPages.resetPassword}">
<input type="hidden" name="token" value="${token}">
<label for="password">${t.newPassword}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" aria-describedby="password-hint"${error ? markup` aria-invalid="true"` : ''}>
<p id="password-hint" class="${error ? 'err' : 'muted'}">${error ?? t.passwordHint}</p>
<button class="btn" type="submit">${t.saveButton}</button>
</form>
</div>`;
}

const accountPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const helmet = publicPageHelmet(app.config.publicUrl?.startsWith('https://') ?? false);
  const config = { access: 'public' as const };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The account's language when the token names one, else ?lang or the browser's. */
  async function languageFor(request: FastifyRequest, token: string | undefined, lang?: Language) {
    if (lang) return lang;
    const ofLink = token ? await languageOfLink(app.database.db, token) : null;
    if (ofLink) return ofLink;
    return chooseLanguage(undefined, request.headers['accept-language']);
  }

  // The product's name above the card: these pages are opened from a mail, out of context.
  const page = (reply: FastifyReply, status: number, lang: Language, title: string, body: Html) =>
    sendHtml(
      reply,
      status,
      renderDocument({
        lang,
        title: `${title} | ${PRODUCT_NAME}`,
        body: markup`<p class="muted"><strong>${PRODUCT_NAME}</strong></p>\n${body}`,
      }),
    );

  // GET of either link: its page with one button while the link is live, else why not.
  const linkPages = [
    {
      path: serverPages.confirmEmail,
      check: checkConfirmLink,
      title: (t: AccountPageTexts) => t.confirmTitle,
      form: confirmForm,
      retry: (t: AccountPageTexts, lang: Language) => ({
        href: inLanguage(lang, paths.auth),
        label: t.newConfirmation,
      }),
    },
    {
      path: serverPages.resetPassword,
      check: checkResetLink,
      title: (t: AccountPageTexts) => t.resetTitle,
      form: (t: AccountPageTexts, token: string) => resetForm(t, token),
      retry: (t: AccountPageTexts, lang: Language) => ({
        href: inLanguage(lang, paths.forgotPassword),
        label: t.newResetLink,
      }),
    },
  ];
  for (const link of linkPages) {
    app.get(
      link.path,
      { config, helmet, schema: { hide: true, querystring: querySchema } },
      async (request, reply) => {
        const { token, lang: asked } = request.query;
        const lang = await languageFor(request, token, asked);
        const t = ACCOUNT_PAGE_TEXTS[lang];
        try {
          if (!token) throw new AppError('LINK_INVALID', plain(t.linkInvalid));
          await link.check(app.database.db, token);
          return page(reply, 200, lang, link.title(t), link.form(t, token));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const body = brokenLinkBody(t, error, link.retry(t, lang));
          return page(reply, error.statusCode, lang, t.brokenTitle, body);
        }
      },
    );
  }

  app.post(
    serverPages.confirmEmail,
    { config, helmet, schema: { hide: true, body: formSchema } },
    async (request, reply) => {
      const { token = '' } = request.body;
      const lang = await languageFor(request, token);
      const t = ACCOUNT_PAGE_TEXTS[lang];
      try {
        const { changed, email } = await confirmEmail(accountDeps(request), token);
        // Sign-in in the account's language, with the address just confirmed filled in.
        const signIn = `${inLanguage(lang, paths.auth)}?email=${encodeURIComponent(email)}`;
        const body = changed
          ? card(t.changedTitle, [t.changedText], { href: paths.profile, label: t.toProfile })
          : card(t.confirmedTitle, [t.confirmedText], { href: signIn, label: t.signIn });
        return page(reply, 200, lang, changed ? t.changedTitle : t.confirmedTitle, body);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const retry = { href: inLanguage(lang, paths.auth), label: t.newConfirmation };
        return page(reply, error.statusCode, lang, t.brokenTitle, brokenLinkBody(t, error, retry));
      }
    },
  );

  app.post(
    serverPages.resetPassword,
    { config, helmet, schema: { hide: true, body: formSchema } },
    async (request, reply) => {
      const { token = '', password = '' } = request.body;
      const lang = await languageFor(request, token);
      const t = ACCOUNT_PAGE_TEXTS[lang];
      if (password.length < PASSWORD_MIN_LENGTH)
        return page(reply, 400, lang, t.resetTitle, resetForm(t, token, t.passwordTooShort));
      try {
        const result = await resetPassword(
          accountDeps(request),
          { token, password },
          clientInfo(request),
        );
        setSessionCookie(request, reply, result.token, result.expiresAt);
        return reply.redirect(paths.dashboard, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const retry = { href: inLanguage(lang, paths.forgotPassword), label: t.newResetLink };
        return page(reply, error.statusCode, lang, t.brokenTitle, brokenLinkBody(t, error, retry));
      }
    },
  );
};

export default accountPagesRoutes;
