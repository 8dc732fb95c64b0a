// The shell shared by the public pages: one inline stylesheet (system fonts, light and dark, a
// white QR variant), no scripts, and the content security policy that allows exactly that
// stylesheet by hash. Every page stays far below 14 KB so it arrives in the first round trip.
import { createHash } from 'node:crypto';
import type { Language } from '@common/constants';
import { markup, trusted, type Html } from '../../lib/html';
import { TEXTS } from './public-texts';

const CSS = `:root{color-scheme:light dark;--bg:#f5f4f1;--card:#fff;--fg:#1b1a19;--muted:#57534e;\
--line:#d9d5cf;--accent:#1a56db;--on-accent:#fff;--err:#b42318}
@media (prefers-color-scheme:dark){:root{--bg:#121212;--card:#1e1e1e;--fg:#f3f1ee;\
--muted:#b5b0a8;--line:#3b3936;--accent:#8ab4f8;--on-accent:#0b1b3a;--err:#ffb4a8}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:var(--bg);\
color:var(--fg);font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{flex:1;width:100%;max-width:30rem;margin:0 auto;padding:1.25rem .75rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:16px;padding:1.5rem 1rem}
.card>:last-child{margin-bottom:0}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem;overflow-wrap:anywhere}
p{margin:0 0 1rem;overflow-wrap:anywhere}
.muted{color:var(--muted)}
.btn{display:flex;align-items:center;justify-content:center;width:100%;min-height:56px;\
padding:.75rem 1rem;border:0;border-radius:12px;background:var(--accent);color:var(--on-accent);\
font-family:inherit;font-size:1.1rem;font-weight:600;line-height:1.3;text-align:center;text-decoration:none;cursor:pointer}
a,summary{color:var(--accent)}
.btn.alt{background:transparent;color:var(--accent);border:2px solid var(--accent)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
details{margin-top:1.5rem;border-top:1px solid var(--line);padding-top:.5rem}
summary{padding:.8rem 0;cursor:pointer;font-weight:500}
label{display:block;font-weight:600;margin:.25rem 0}
input{display:block;width:100%;min-height:48px;margin-bottom:1rem;padding:.5rem .75rem;\
font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--muted);border-radius:10px}
.err{color:var(--err);font-weight:600}
.privacy{margin-top:1.25rem;font-size:.9rem;color:var(--muted)}
.privacy h2{font-size:1rem;margin:0 0 .25rem}
.privacy p{margin-bottom:.5rem}
footer nav{display:flex;justify-content:center;gap:.5rem;padding:0 1rem 1rem}
footer a{display:inline-flex;align-items:center;min-height:48px;padding:0 .9rem;color:var(--muted)}
footer a[aria-current]{color:var(--fg);font-weight:600;text-decoration:none}
.qr{--bg:#fff;--fg:#111;--muted:#444;--accent:#1a56db;color-scheme:light}
.qr main{max-width:none;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center}
.qr svg{display:block;width:min(92vw,68vh);height:auto;margin:1rem auto}
.qr h1{margin:0}`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

/**
 * Route-level @fastify/helmet options for these pages: no scripts at all, only our stylesheet.
 * Referrer: same-origin rather than no-referrer, because under no-referrer browsers send
 * `Origin: null` with the confirmation form's POST (Fetch spec) and the CSRF check refuses it;
 * other sites (Google included) still receive no referrer.
 */
export function publicPageHelmet(upgradeInsecureRequests: boolean) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'none'"],
        styleSrc: [STYLE_HASH],
        imgSrc: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: upgradeInsecureRequests ? [] : null,
      },
    },
    referrerPolicy: { policy: 'same-origin' as const },
  };
}

export interface DocumentOptions {
  lang: Language;
  title: string;
  body: Html;
  /** Path the language links point at; absent: no language switch. */
  switchPath?: string;
  /** Extra query kept by the language links, e.g. 'confirmed=1&'. */
  switchQuery?: string;
  /** The QR page is white in every theme so scanners read it off a phone screen. */
  variant?: 'qr';
}

function languageSwitch(lang: Language, path: string, query = ''): Html {
  const current = (code: Language) => (code === lang ? markup` aria-current="true"` : '');
  const link = (code: Language, label: string) =>
    markup`<a href="${`${path}?${query}lang=${code}`}" hreflang="${TEXTS[code].htmlLang}"${current(code)}>${label}</a>`;
  return markup`<footer><nav aria-label="${TEXTS[lang].languageNav}">${link('en', 'English')}${link('sr', 'Srpski')}${link('sr-Cyrl', 'Српски')}</nav></footer>`;
}

const STYLE = trusted(CSS);

export function renderDocument(options: DocumentOptions): string {
  const { lang } = options;
  const scheme = options.variant === 'qr' ? 'light' : 'light dark';
  return markup`<!doctype html>
<html lang="${TEXTS[lang].htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="${scheme}">
<meta name="robots" content="noindex">
<title>${options.title}</title>
<style>${STYLE}</style>
</head>
<body${options.variant ? markup` class="${options.variant}"` : ''}>
<main>${options.body}</main>
${options.switchPath ? languageSwitch(lang, options.switchPath, options.switchQuery) : ''}
</body>
</html>
`.markup;
}
