// The invitation dialog says the invitation went by mail and never shows a link: only the invited
// mailbox receives it (docs/SECURITY.md, "Takeover through invitations").
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/dashboard/en.json';
import sr from '../../../locales/dashboard/sr.json';
import { draw } from '../../../testing/render';
import { InviteDialog } from './invite-dialog';

afterEach(() => vi.unstubAllGlobals());

const created = {
  id: '6f1c1a52-5d0e-4a4e-9d55-0a3a7c1f2b11',
  email: 'milica@salon.rs',
  role: 'manager',
  expiresAt: '2026-12-04T10:00:00.000Z',
};

describe('the invitation dialog', () => {
  for (const [language, texts] of [
    ['en', en],
    ['sr', sr],
  ] as const) {
    it(`sends the address and role, then says it was mailed, with no link (${language})`, async () => {
      const fetch = vi.fn(async () =>
        Response.json(created, { status: 201, headers: { 'content-type': 'application/json' } }),
      );
      vi.stubGlobal('fetch', fetch);
      await draw(<InviteDialog open onClose={() => {}} />, { language, parts: ['dashboard'] });
      const user = userEvent.setup();
      const invites = texts.admin.invites;
      await user.type(screen.getByRole('textbox'), created.email);
      await user.click(screen.getByRole('button', { name: invites.create }));
      expect(await screen.findByText(invites.readyTitle)).toBeTruthy();
      expect(screen.getByText(invites.sentHint)).toBeTruthy();
      expect(document.body.textContent).toContain(created.email);
      expect(document.body.textContent).not.toMatch(/https?:|token/);
      expect(screen.queryByRole('textbox')).toBeNull();
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/admin/invites');
      expect(JSON.parse(String(init.body))).toEqual({ email: created.email, role: 'manager' });
    });
  }
});
