// The public employee page /e/{slug}: business name, the employee's first name, one "Leave a
// Google review" link and, folded away, the optional "I left a review" form. Plain HTML: a
// <details> element opens the form without JavaScript.
import { paths } from '@common/paths';
import type { Language } from '@common/constants';
import { escapeHtml, renderDocument } from './page-layout';
import { TEXTS } from './public-texts';

export interface PublicPageModel {
  lang: Language;
  /** The language came from ?lang: our own links carry it on, Accept-Language may disagree. */
  langFromQuery: boolean;
  slug: string;
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
  const business = escapeHtml(model.businessName);
  const langQuery = model.langFromQuery ? `?lang=${model.lang}` : '';
  let content: string;
  if (!model.reviewsSetUp) {
    content = `<p>${escapeHtml(t.notSetUp(model.businessName))}</p>`;
  } else if (model.confirmed) {
    content = `<p><strong>${t.confirmedTitle}</strong> ${t.confirmedText}</p>`;
  } else {
    content = `<p class="muted">${t.invite}</p>
<a class="btn" href="${escapeHtml(paths.publicReview(model.slug) + langQuery)}">${t.reviewButton}</a>
${model.firstName ? confirmationForm(model, langQuery) : ''}`;
  }
  return renderDocument({
    lang: model.lang,
    title: model.businessName,
    body: `<div class="card">
<h1>${business}</h1>
<p>${escapeHtml(model.firstName ? t.thanks(model.firstName) : t.businessThanks)}</p>
${content}
</div>`,
    switchPath: paths.publicEmployee(model.slug),
    switchQuery: model.confirmed ? 'confirmed=1&' : '',
  });
}

function confirmationForm(model: PublicPageModel, langQuery: string): string {
  const t = TEXTS[model.lang];
  const error = model.formError
    ? `<p class="err" id="reviewer-name-error">${escapeHtml(model.formError)}</p>\n`
    : '';
  const invalid = model.formError
    ? ' aria-invalid="true" aria-describedby="reviewer-name-error"'
    : '';
  const open = model.openConfirmation || model.formError ? ' open' : '';
  return `<details${open}><summary>${t.alreadyReviewed}</summary>
<form method="post" action="${escapeHtml(paths.publicConfirm(model.slug) + langQuery)}">
<p class="muted">${t.confirmIntro}</p>
${error}<label for="reviewer-name">${t.reviewerNameLabel}</label>
<input id="reviewer-name" name="reviewerName" autocomplete="name" maxlength="100" required${invalid} value="${escapeHtml(model.reviewerName ?? '')}">
<button class="btn alt" type="submit">${t.confirmButton}</button>
${privacyNote(model)}</form>
</details>`;
}

/**
 * The business's own words on what happens to the name, where the name is asked for: blank lines
 * separate paragraphs, single line breaks stay line breaks. Nothing when the business wrote none.
 */
function privacyNote(model: PublicPageModel): string {
  const paragraphs = (model.privacyText ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map(escapeHtml)
        .join('<br>'),
    )
    .filter(Boolean);
  if (paragraphs.length === 0) return '';
  return `<section class="privacy" aria-labelledby="privacy-title">
<h2 id="privacy-title">${TEXTS[model.lang].privacyTitle}</h2>
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
</section>
`;
}
