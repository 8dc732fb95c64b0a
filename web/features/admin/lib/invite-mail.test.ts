import { describe, expect, it } from 'vitest';
import { inviteMailto } from './invite-mail';

describe('inviteMailto', () => {
  it('addresses the invitee and carries an encoded subject and a body with the link', () => {
    const link = 'https://reviews.example.com/auth/invite?token=a-b_c';
    const href = inviteMailto('ana+salon@example.com', {
      subject: 'Join Salon Lepota & Co on ReviewTrace',
      body: `Hi,\n\nopen this link: ${link}`,
    });
    expect(href.startsWith('mailto:ana%2Bsalon@example.com?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Join Salon Lepota & Co on ReviewTrace');
    expect(url.searchParams.get('body')).toBe(`Hi,\n\nopen this link: ${link}`);
    expect(href).not.toContain(' ');
  });
});
