// The account failure texts (docs/accounts.md) where their failures happen, with real database failures (each test breaks its
// own app's database): a business that cannot be created answers 'Failed to create user
// account'; a credentials query that fails answers 'Database error during authentication'.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { MAPS_URL, uniqueEmail } from '../../../test/auth-helpers';

let app: App;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

describe('authentication failures', () => {
  it("answers 'Failed to create user account' when the business cannot be created", async () => {
    await app.database.db.execute(
      sql`alter table businesses add constraint refuse_new check (false) not valid`,
    );
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'lozinka123', googleBusinessUrl: MAPS_URL },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.message).toBe(MESSAGES.createAccountFailed);
    // Nothing half-made lingers: once the business can be created, the address signs up.
    await app.database.db.execute(sql`alter table businesses drop constraint refuse_new`);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'lozinka123', googleBusinessUrl: MAPS_URL },
    });
    expect(again.statusCode).toBe(201);
  });

  it("answers 'Database error during authentication' when the credentials query fails", async () => {
    await app.database.db.execute(sql`alter table employee_credentials rename to gone`);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/employee/signin',
      payload: { username: 'milica', password: 'milica2026' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({
      key: expect.any(String),
      code: 'SERVICE_UNAVAILABLE',
      message: MESSAGES.authDatabaseError,
    });
  });
});
