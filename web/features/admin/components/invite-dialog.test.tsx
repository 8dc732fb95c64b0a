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
  locationIds: [],
  expiresAt: '2026-12-04T10:00:00.000Z',
};

const shop = (id: string, number: number, name: string) => ({
  id,
  number,
  name,
  address: null,
  isFirst: number === 1,
  googlePlaceId: null,
  reviewUrl: null,
  googleLocationId: null,
  timeZone: null,
  archived: false,
  employeeCount: 0,
});
const SOUTH = '0d1c1a52-5d0e-4a4e-9d55-0a3a7c1f2b22';

/** The server: the business's locations, and the invitation it mails. */
function serve(locations: ReturnType<typeof shop>[]) {
  const fetch = vi.fn(async (url: string) =>
    url === '/api/locations'
      ? Response.json({ items: locations })
      : Response.json(created, { status: 201 }),
  );
  vi.stubGlobal('fetch', fetch);
  /** The body of the invitation request. */
  return () => {
    const call = fetch.mock.calls.find(([url]) => url === '/api/admin/invites');
    const init = (call as unknown as [string, RequestInit])[1];
    return JSON.parse(String(init.body)) as unknown;
  };
}

describe('the invitation dialog', () => {
  for (const [language, texts] of [
    ['en', en],
    ['sr', sr],
  ] as const) {
    it(`sends the address and role, then says it was mailed, with no link (${language})`, async () => {
      const sent = serve([shop(created.id, 1, 'Salon')]);
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
      expect(screen.queryByText(invites.locations)).toBeNull();
      expect(sent()).toEqual({ email: created.email, role: 'manager' });
    });
  }

  it('limits an invited manager to the chosen shops, and asks for one at least', async () => {
    const sent = serve([shop(created.id, 1, 'Sever'), shop(SOUTH, 2, 'Jug')]);
    await draw(<InviteDialog open onClose={() => {}} />, { language: 'en', parts: ['dashboard'] });
    const user = userEvent.setup();
    const words = en.admin.users.locations;
    await user.type(screen.getByRole('textbox'), created.email);
    await user.click(await screen.findByRole('radio', { name: words.some }));
    await user.click(screen.getByRole('button', { name: en.admin.invites.create }));
    expect(screen.getByText(words.required)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Jug' }));
    await user.click(screen.getByRole('button', { name: en.admin.invites.create }));
    expect(await screen.findByText(en.admin.invites.readyTitle)).toBeTruthy();
    expect(sent()).toEqual({ email: created.email, role: 'manager', locationIds: [SOUTH] });
  });

  it('asks no locations of an admin, who sees every one', async () => {
    serve([shop(created.id, 1, 'Sever'), shop(SOUTH, 2, 'Jug')]);
    await draw(<InviteDialog open onClose={() => {}} />, { language: 'en', parts: ['dashboard'] });
    const user = userEvent.setup();
    await screen.findByText(en.admin.invites.locations);
    await user.click(screen.getByRole('radio', { name: en.access.roles.admin }));
    expect(screen.queryByText(en.admin.invites.locations)).toBeNull();
  });
});
