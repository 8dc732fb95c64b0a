// The public employee page /e/{slug}: business name, the employee's first name, one "Leave a
// Google review" link and, folded away, the optional "I left a review" form. Plain HTML: a
// <details> element opens the form without JavaScript.
import { serverPages } from '@common/paths';
import type { Language } from '@common/constants';
import { joinHtml, markup, type Html } from '../../lib/html';
import { renderDocument } from './page-layout';
import { TEXTS } from './public-texts';

export interface PublicPageModel {
  lang: Language;
  /** The language came from ?lang: our own links carry it on, Accept-Language may disagree. */
  langFromQuery: boolean;
  slug: string;
  /** The card's location number (?l=): our own links carry it on. */
  location?: number | undefined;
  businessName: string;
  /** Null on an inactive card: the page speaks for the business and offers no confirmation. */
  firstName: string | null;
  /** False while the business has no review link or place id: nothing to send the visitor to. */
  reviewsSetUp: boolean;
  /** The business's privacy note (untrusted, plain text); null or blank: none is shown. */
  privacyText: string | null;
  /** Back from a confirmation: thank instead of asking. */
  confirmed?: boolean;
  /** Open the confirmation form: the visitor went to Google already, or the form had an error. */
  openConfirmation?: boolean;
  /** The form's validation message and the value to show again. */
  formError?: string;
  reviewerName?: string;
}

export function renderPublicPage(model: PublicPageModel): string {
  const t = TEXTS[model.lang];
  const langQuery = ourQuery(model);
  let content: Html;
  if (!model.reviewsSetUp) {
    content = markup`<p>${t.notSetUp(model.businessName)}</p>`;
  } else if (model.confirmed) {
    content = markup`<p><strong>${t.confirmedTitle}</strong> ${t.confirmedText}</p>`;
  } else {
    content = markup`<p class="muted">${t.invite}</p>
<a class="btn" href="${serverPages.publicReview(model.slug) + langQuery}">${t.reviewButton}</a>
${model.firstName ? confirmationForm(model, langQuery) : ''}`;
  }
  return renderDocument({
    lang: model.lang,
    title: model.businessName,
    body: markup`<div class="card">
<h1>${model.businessName}</h1>
<p>${model.firstName ? t.thanks(model.firstName) : t.businessThanks}</p>
${content}
</div>`,
    switchPath: serverPages.publicEmployee(model.slug),
    switchQuery: `${model.confirmed ? 'confirmed=1&' : ''}${model.location ? `l=${model.location}&` : ''}`,
  });
}

/** What our own links carry on: ?lang when it came from the query, and the card's location. */
function ourQuery(model: PublicPageModel): string {
  const query = new URLSearchParams();
  if (model.langFromQuery) query.set('lang', model.lang);
  if (model.location) query.set('l', String(model.location));
  const text = query.toString();
  return text ? `?${text}` : '';
}

function confirmationForm(model: PublicPageModel, langQuery: string): Html {
  const t = TEXTS[model.lang];
  const error = model.formError
    ? markup`<p class="err" id="reviewer-name-error">${model.formError}</p>\n`
    : '';
  const invalid = model.formError
    ? markup` aria-invalid="true" aria-describedby="reviewer-name-error"`
    : '';
  const open = model.openConfirmation || model.formError ? markup` open` : '';
  return markup`<details${open}><summary>${t.alreadyReviewed}</summary>
<form method="post" action="${serverPages.publicConfirm(model.slug) + langQuery}">
<p class="muted">${t.confirmIntro}</p>
${error}<label for="reviewer-name">${t.reviewerNameLabel}</label>
<input id="reviewer-name" name="reviewerName" autocomplete="name" maxlength="100" required${invalid} value="${model.reviewerName ?? ''}">
<button class="btn alt" type="submit">${t.confirmButton}</button>
${privacyNote(model)}</form>
</details>`;
}

/**
 * The business's own words on what happens to the name, where the name is asked for: blank lines
 * separate paragraphs, single line breaks stay line breaks. Nothing when the business wrote none.
 */
function privacyNote(model: PublicPageModel): Html | '' {
  const paragraphs = (model.privacyText ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(
      (lines) =>
        markup`<p>${joinHtml(
          lines.map((line) => markup`${line}`),
          markup`<br>`,
        )}</p>`,
    );
  if (paragraphs.length === 0) return '';
  return markup`<section class="privacy" aria-labelledby="privacy-title">
<h2 id="privacy-title">${TEXTS[model.lang].privacyTitle}</h2>
${joinHtml(paragraphs, markup`\n`)}
</section>
`;
}
