import { describe, expect, it } from 'vitest';
import { PRIVACY_TEXT_MAX_LENGTH } from '@common/schemas/business';
import { useTestApp } from '../../../test/build-test-app';
import { createBusiness, createEmployee } from '../../../test/factories';
import { findPublicEmployee, recordConfirmation, writeFunnelBatch } from './public.repository';
import { IPHONE as PHONE } from '../../../test/visitors';

const PLACE_ID = 'ChIJN1t_tDeuEmsRUsoyG83frY4';

const app = useTestApp();

async function employeeOf(privacyText: string | null, businessName = 'Salon Lepota') {
  const db = app.database.db;
  const business = await createBusiness(db, {
    name: businessName,
    googlePlaceId: PLACE_ID,
    privacyText,
  });
  return createEmployee(db, business, { name: 'Milica Petrović' });
}

const open = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': PHONE } });

/** The privacy block of a page, or null when it has none. */
const privacyBlock = (html: string) =>
  /<section class="privacy"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;

describe('the privacy note on the public page', () => {
  it("shows the business's privacy text under the name field, escaped, with its paragraphs and line breaks", async () => {
    const employee = await employeeOf(
      'We keep your name for 30 days.\r\nAsk us to delete it any time.\n\n<script>alert(1)</script> & "more"',
    );
    const res = await open(`/e/${employee.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    const block = privacyBlock(res.body);
    expect(block).toBe(
      `<section class="privacy" aria-labelledby="privacy-title">
<h2 id="privacy-title">Privacy</h2>
<p>We keep your name for 30 days.<br>Ask us to delete it any time.</p>
<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;</p>
</section>`,
    );
    // Inside the folded confirmation form, below the name field.
    const form = /<details[\s\S]*<\/details>/.exec(res.body)![0];
    expect(form.indexOf('id="reviewer-name"')).toBeLessThan(form.indexOf(block!));
    expect(form.indexOf(block!)).toBeLessThan(form.indexOf('</form>'));

    const sr = await open(`/e/${employee.slug}?lang=sr`);
    expect(sr.body).toContain('<h2 id="privacy-title">Privatnost</h2>');
  });

  it.each([
    ['no', null],
    ['only blank', ' \n\n \r\n '],
  ])('shows no privacy note when the business has %s privacy text', async (_label, text) => {
    const employee = await employeeOf(text);
    for (const lang of ['en', 'sr']) {
      const res = await open(`/e/${employee.slug}?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<form');
      expect(res.body).not.toContain('class="privacy"');
      expect(res.body).not.toMatch(/Privacy|Privatnost/);
    }
  });

  it('stays under 14 KB with a 2,000-character privacy text in either language', async () => {
    const sentence = 'Čuvamo „vaše“ ime & Google podatke <samo> za salon — pišite nam.\n';
    const text = `${sentence}\n`.repeat(40).slice(0, PRIVACY_TEXT_MAX_LENGTH);
    expect(text).toHaveLength(PRIVACY_TEXT_MAX_LENGTH);
    const employee = await employeeOf(text, 'Ž'.repeat(100));
    for (const lang of ['en', 'sr']) {
      const res = await open(`/e/${employee.slug}?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(privacyBlock(res.body)).toContain(
        'Čuvamo „vaše“ ime &amp; Google podatke &lt;samo&gt;',
      );
      expect(Buffer.byteLength(res.body)).toBeLessThan(14 * 1024);
    }
  });

  it('shows the privacy text again on the confirmation form sent back with an error (400)', async () => {
    const employee = await employeeOf('Your name stays with <b>us</b>.');
    const res = await app.inject({
      method: 'POST',
      url: `/e/${employee.slug}/confirm?lang=sr`,
      payload: 'reviewerName=+++',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': PHONE,
        origin: 'http://localhost:80',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<details open>');
    expect(privacyBlock(res.body)).toContain('Privatnost');
    expect(privacyBlock(res.body)).toContain('<p>Your name stays with &lt;b&gt;us&lt;/b&gt;.</p>');
  });

  it('comes with the employee from every lookup: the batch, the confirmation and the read-only one', async () => {
    const employee = await employeeOf('Only to credit the right person.');
    const none = await employeeOf(null);
    const [withText, withoutText] = await writeFunnelBatch(
      app.database,
      [employee, none].map((e) => ({
        kind: 'touch' as const,
        slug: e.slug,
        visitorKey: 'privacy-note-visitor',
        addressKey: 'privacy-note-address',
        staffBusinessId: null,
        location: null,
        source: 'qr' as const,
        record: false,
        dedupWindowMs: 1000,
      })),
    );
    expect(withText!.employee.privacyText).toBe('Only to credit the right person.');
    expect(withoutText!.employee.privacyText).toBeNull();
    const confirmed = await recordConfirmation(app.database, {
      slug: employee.slug,
      visitorKey: 'privacy-note-visitor',
      previousVisitorKey: 'privacy-note-visitor-yesterday',
      reviewerName: 'Ana',
      maxPerDay: 5,
    });
    expect(confirmed!.privacyText).toBe('Only to credit the right person.');
    const found = await findPublicEmployee(app.database.db, none.slug);
    expect(found!.privacyText).toBeNull();
  });
});
