// HTML that escapes by construction. Every value placed in markup`…` is escaped unless it is Html
// itself (made by markup`…` or by trusted()), so a value nobody remembered to escape still cannot
// become markup. Used by the public pages, the mailed-link pages, the mails and the card labels.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Markup that is already safe: the result of markup`…`, or something we made ourselves. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

/** What may be interpolated: text (escaped), markup, lists of either, or nothing. */
type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.markup;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function markup(strings: TemplateStringsArray, ...values: Part[]): Html {
  let markup = strings[0]!;
  for (let i = 0; i < values.length; i++) markup += render(values[i]!) + strings[i + 1]!;
  return new Html(markup);
}

/** Markup we generated (our stylesheet, a QR code's SVG): never text a person typed. */
export const trusted = (markup: string) => new Html(markup);

/** Items of markup joined by a separator of markup (paragraphs, line breaks). */
export const joinHtml = (items: readonly Html[], separator: Html) =>
  trusted(items.map((item) => item.markup).join(separator.markup));
