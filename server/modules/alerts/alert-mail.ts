// An alert mail or a weekly digest as text and simple HTML, in the recipient's language: what
// happened, the review's own words when there are some, one button to act, and a footer with the
// link that stops these mails (it works signed out). Every value is untrusted and escaped.
import type { Language } from '@common/constants';
import { markup, type Html } from '../../lib/html';
import { oneLine, type RenderedMail } from '../mail/templates';
import { ALERT_TEXTS, type AlertKind } from './alert-texts';

const MAX_QUOTE = 600;

/** The review's own words, kept on their lines, cut to MAX_QUOTE characters. */
function cut(value: string, max: number): string {
  const characters = Array.from(value.trim());
  return characters.length > max
    ? `${characters.slice(0, max - 1).join('')}…`
    : characters.join('');
}

type Values = Record<string, string | number>;

const capitalized = (line: string) => line.charAt(0).toLocaleUpperCase() + line.slice(1);

function fill(text: string, values: Values): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : oneLine(String(values[name])),
  );
}

interface Parts {
  language: Language;
  subject: string;
  paragraphs: string[];
  /** The review's words, shown as a quotation. */
  quote: string | null;
  button: string;
  link: string;
  footer: string;
  stop: string;
  unsubscribe: string;
  preferences: string | null;
}

function compose(parts: Parts): RenderedMail {
  const texts = ALERT_TEXTS[parts.language];
  const quote = parts.quote ? cut(parts.quote, MAX_QUOTE) : null;
  const text = [
    ...parts.paragraphs.slice(0, 1),
    ...(quote ? [quote.replace(/^/gm, '> ')] : []),
    ...parts.paragraphs.slice(1),
    `${parts.button}:\n${parts.link}`,
    `-- \n${parts.footer}\n${parts.stop} ${parts.unsubscribe}${parts.preferences ? `\n${parts.preferences}` : ''}\n${texts.signature}`,
  ].join('\n\n');
  const paragraph = (value: string): Html =>
    markup`<p style="margin:0 0 16px;line-height:1.5">${value}</p>\n`;
  const quoted = quote
    ? markup`<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d9d5cf;color:#44403c;white-space:pre-line">${quote}</blockquote>\n`
    : markup``;
  const small = (value: Html | string) =>
    markup`<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#57534e">${value}</p>\n`;
  const body = markup`<!doctype html>
<html lang="${texts.htmlLang}"><head><meta charset="utf-8"><title>${parts.subject}</title></head>
<body style="margin:0;padding:24px;background:#f5f4f1;color:#1b1a19;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d9d5cf;border-radius:12px;padding:24px">
${parts.paragraphs.slice(0, 1).map(paragraph)}${quoted}${parts.paragraphs.slice(1).map(paragraph)}
<p style="margin:24px 0"><a href="${parts.link}" style="display:inline-block;padding:12px 20px;background:#1a56db;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${parts.button}</a></p>
<hr style="border:0;border-top:1px solid #e7e5e4;margin:24px 0 16px">
${small(parts.footer)}${small(markup`${parts.stop} <a href="${parts.unsubscribe}" style="color:#57534e">${parts.unsubscribe}</a>`)}${parts.preferences ? small(parts.preferences) : markup``}${small(texts.signature)}
</div>
</body></html>
`;
  return { subject: parts.subject, text, html: body.markup };
}

export interface AlertValues {
  business: string;
  author?: string | null;
  rating?: number | null;
  employee?: string | null;
  /** The review's text, when the alert is about a review. */
  quote?: string | null;
}

export function renderAlert(
  language: Language,
  kind: AlertKind,
  values: AlertValues,
  links: { action: string; unsubscribe: string },
): RenderedMail {
  const texts = ALERT_TEXTS[language];
  const filled: Values = {
    business: values.business,
    author: values.author?.trim() || texts.anonymous,
    rating: values.rating ?? '–',
    employee: values.employee ?? '',
  };
  const text = texts.kinds[kind];
  const isReview = kind === 'lowRating' || kind === 'unmatched';
  const credit =
    kind === 'lowRating'
      ? values.employee
        ? fill(texts.credited, filled)
        : texts.notCredited
      : null;
  return compose({
    language,
    subject: fill(text.subject, filled),
    // "a customer left …" opens a sentence.
    paragraphs: [
      ...text.intro.map((line) => capitalized(fill(line, filled))),
      ...(credit ? [credit] : []),
    ],
    quote: isReview ? (values.quote ?? null) : null,
    button: text.button,
    link: links.action,
    footer: fill(texts.footer, filled),
    stop: texts.stop,
    unsubscribe: links.unsubscribe,
    preferences: texts.preferences,
  });
}

export interface DigestValues {
  business: string;
  reviews: number;
  average: number | null;
  credits: { name: string; count: number }[];
  attention: number;
}

export function renderDigest(
  language: Language,
  values: DigestValues,
  links: { action: string; unsubscribe: string },
): RenderedMail {
  const texts = ALERT_TEXTS[language].digest;
  const average =
    values.average === null
      ? '–'
      : values.average.toLocaleString(language === 'en' ? 'en' : 'sr-Latn', {
          maximumFractionDigits: 1,
          minimumFractionDigits: 1,
        });
  const paragraphs = [
    fill(texts.intro, { business: values.business }),
    values.reviews > 0 ? fill(texts.reviews, { count: values.reviews, average }) : texts.noReviews,
    ...(values.credits.length > 0
      ? [
          values.credits
            .map((c) => fill(texts.credits, { name: c.name, count: c.count }))
            .join(', '),
        ]
      : []),
    ...(values.attention > 0 ? [fill(texts.attention, { count: values.attention })] : []),
  ];
  return compose({
    language,
    subject: fill(texts.subject, { business: values.business }),
    paragraphs,
    quote: null,
    button: texts.button,
    link: links.action,
    footer: fill(texts.footer, { business: values.business }),
    stop: texts.stop,
    unsubscribe: links.unsubscribe,
    preferences: ALERT_TEXTS[language].preferences,
  });
}
