import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

const LINK = 'https://reviews.example.com/auth/confirm-email?token=abc';

describe('mails in Serbian Cyrillic', () => {
  it('speaks Cyrillic, keeps the product name and the one link as written', () => {
    const mail = renderMail('confirmEmail', 'sr-Cyrl', LINK);
    const latin = renderMail('confirmEmail', 'sr', LINK);
    expect(mail.subject).toMatch(/[\u0400-\u04FF]/);
    expect(mail.subject).not.toBe(latin.subject);
    expect(mail.html).toContain('<html lang="sr-Cyrl">');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain('ReviewTrace');
    expect(mail.text).not.toMatch(/[čćšžđ]/i);
  });
});
