// A mail in plain text plus simple HTML (inline styles only: mail clients drop stylesheets), in
// the recipient's language, with the one link of its action. Values filling a text's {placeholders}
// (a business's name, an inviter's address) are untrusted: they are put on one line and cut short
// here, and escaped by markup`…` like every other text of the HTML part.
import type { Language } from '@common/constants';
import { markup } from '../../lib/html';
import { MAIL_TEXTS, PRODUCT_NAME, type MailKind } from './mail-texts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Values for a text's {placeholders}. */
export type MailValues = Partial<Record<'business' | 'inviter' | 'role', string>>;

const MAX_VALUE_LENGTH = 120;

/** A value for a mail's text: on one line, control characters gone, cut to 120 characters. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  const characters = Array.from(flat); // never cut inside a character
  return characters.length > MAX_VALUE_LENGTH
    ? `${characters.slice(0, MAX_VALUE_LENGTH - 1).join('')}…`
    : flat;
}

function fill(text: string, values: MailValues): string {
  return text.replace(/\{(business|inviter|role)\}/g, (whole, name: keyof MailValues) => {
    const value = values[name];
    return value === undefined ? whole : oneLine(value);
  });
}

export function renderMail(
  kind: MailKind,
  language: Language,
  link: string,
  values: MailValues = {},
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const raw = texts.kinds[kind];
  const mail = {
    subject: fill(raw.subject, values),
    intro: raw.intro.map((line) => fill(line, values)),
    button: raw.button,
    outro: raw.outro.map((line) => fill(line, values)),
  };
  const text = [
    texts.greeting,
    ...mail.intro,
    `${texts.linkLine}\n${link}`,
    ...mail.outro,
    `-- \n${texts.signature}`,
  ].join('\n\n');
  const paragraph = (value: string) =>
    markup`<p style="margin:0 0 16px;line-height:1.5">${value}</p>\n`;
  const body = markup`<!doctype html>
<html lang="${texts.htmlLang}"><head><meta charset="utf-8"><title>${mail.subject}</title></head>
<body style="margin:0;padding:24px;background:#f5f4f1;color:#1b1a19;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d9d5cf;border-radius:12px;padding:24px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px">${PRODUCT_NAME}</p>
${paragraph(texts.greeting)}${mail.intro.map(paragraph)}
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;padding:12px 20px;background:#1a56db;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${mail.button}</a></p>
${mail.outro.map(paragraph)}${paragraph(texts.signature)}
</div>
</body></html>
`;
  return { subject: mail.subject, text, html: body.markup };
}
