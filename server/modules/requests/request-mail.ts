// A review request the product mails for an employee (docs/review-requests.md): the employee's own
// words (request-texts.ts), one button to the request's link, and a footer that says why the
// customer got it and stops these mails with one click (RFC 8058), honoured forever.
import type { Language } from '@common/constants';
import { cyrillicCopy } from '@common/cyrillic';
import { markup } from '../../lib/html';
import { oneLine, type RenderedMail } from '../mail/templates';

interface Texts {
  subject: (business: string) => string;
  button: string;
  why: (business: string) => string;
  stop: string;
}

const LATIN: Record<'en' | 'sr', Texts> = {
  en: {
    subject: (business) => `Thank you for visiting ${business}`,
    button: 'Share your experience on Google',
    why: (business) => `You received this one mail because you visited ${business}.`,
    stop: 'Never receive review requests from them again:',
  },
  sr: {
    subject: (business) => `Hvala na poseti – ${business}`,
    button: 'Podelite utisak na Google-u',
    why: (business) => `Ovu poruku ste dobili jednom, zato što ste bili u poseti: ${business}.`,
    stop: 'Da vam nikada više ne šalju zahteve za recenziju:',
  },
};

const TEXTS: Record<Language, Texts> = { ...LATIN, 'sr-Cyrl': cyrillicCopy(LATIN.sr) };

export function renderRequestMail(
  lang: Language,
  values: { business: string; message: string; link: string; stop: string },
): RenderedMail {
  const t = TEXTS[lang];
  const business = oneLine(values.business);
  const subject = t.subject(business);
  // The message ends with the link on its own line; the button carries it in the HTML.
  const words = values.message
    .replace(values.link, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
  const text = [values.message, `-- \n${t.why(business)}\n${t.stop} ${values.stop}`].join('\n\n');
  const html = markup`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="margin:0;padding:24px;background:#f5f4f1;color:#1b1a19;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d9d5cf;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;line-height:1.5;white-space:pre-line">${words}</p>
<p style="margin:24px 0"><a href="${values.link}" style="display:inline-block;padding:12px 20px;background:#1a56db;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${t.button}</a></p>
<hr style="border:0;border-top:1px solid #e7e5e4;margin:24px 0 16px">
<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#57534e">${t.why(business)} ${t.stop} <a href="${values.stop}" style="color:#57534e">${values.stop}</a></p>
</div>
</body></html>
`;
  return { subject, text, html: html.markup };
}
