// Every server-rendered page and document, with markup in every field a person can type: none of
// it may come out as markup. Each field gets its own payload so a miss names the field.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@common/constants';
import { escapeHtml } from '../../server/lib/html';
import { labelledQrSvg } from '../../server/modules/employees/qr-label';
import { renderMail } from '../../server/modules/mail/templates';
import { renderMessagePage } from '../../server/modules/public/message-page';
import { renderPublicPage, type PublicPageModel } from '../../server/modules/public/public-page';
import { renderQrPage } from '../../server/modules/public/qr-page';

const payload = (field: string) => `<i id="${field}">"'&</i>`;

function expectInert(output: string, fields: string[]) {
  for (const field of fields) {
    expect(output, field).not.toContain(payload(field));
    expect(output, field).not.toContain(`<i id="${field}"`);
  }
}

describe('server-rendered HTML escapes what people typed', () => {
  it.each(LANGUAGES)('the public page in every state (%s)', (lang) => {
    const base: PublicPageModel = {
      lang,
      langFromQuery: true,
      slug: 'slug',
      businessName: payload('business'),
      firstName: payload('first'),
      reviewsSetUp: true,
      privacyText: `${payload('privacy1')}\n${payload('privacy2')}\n\n${payload('privacy3')}`,
      formError: payload('error'),
      reviewerName: payload('reviewer'),
    };
    const fields = ['business', 'first', 'privacy1', 'privacy2', 'privacy3', 'error', 'reviewer'];
    for (const model of [
      base,
      { ...base, reviewsSetUp: false },
      { ...base, confirmed: true },
      { ...base, firstName: null },
    ]) {
      const page = renderPublicPage(model);
      expectInert(page, fields);
    }
    expect(renderPublicPage(base)).toContain(escapeHtml(payload('reviewer')));
  });

  it('the QR page, the message pages, the mails and the labelled QR image', async () => {
    const qr = await renderQrPage({
      lang: 'sr',
      slug: 'slug',
      publicUrl: `https://example.test/e/slug?x=${payload('url')}`,
      businessName: payload('business'),
      firstName: payload('first'),
      switchPath: '/qr/slug',
    });
    expectInert(qr, ['url', 'business', 'first']);
    expect(renderMessagePage('notFound', 'en', `/e/${payload('path')}`)).not.toContain('<i id');
    const mail = renderMail('resetPassword', 'sr', `https://example.test/?t=${payload('link')}`);
    expectInert(mail.html, ['link']);
    const svg = await labelledQrSvg('https://example.test/e/slug', payload('name'), payload('biz'));
    expectInert(svg, ['name', 'biz']);
  });
});
