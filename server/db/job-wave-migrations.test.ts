// Migrations 0034-0037 on a database of before: a failed sync job recorded with only its English
// reason gets the catalogue key the web app words it by (nothing reads the sentence back), and
// today's self-confirmation counts move out of the sign-in throttles into their own table.
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations-before';

const FIRST_WITH_ERROR_KEY = 34;

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

describe('the migrations of the job engine wave', () => {
  it('give each failed sync the key of its stored reason, an unknown one the general words, and move the confirmation quotas', async () => {
    const db = await databaseBefore(FIRST_WITH_ERROR_KEY);
    closers.push(db.close);
    const { client } = db;
    const { rows } = await client.query<{ id: string }>(
      `insert into businesses (name, slug, email) values ('Salon', 'salon', 'a@example.com') returning id`,
    );
    const businessId = rows[0]!.id;
    const failed = async (error: string | null) =>
      (
        await client.query<{ id: string }>(
          `insert into sync_jobs (business_id, kind, status, error) values ($1, 'places_api', $2, $3) returning id`,
          [businessId, error ? 'failed' : 'succeeded', error],
        )
      ).rows[0]!.id;
    const ids = {
      unavailable: await failed('Sync Failed: Google is unavailable'),
      expired: await failed(
        'Sync Failed: Your Google integration has expired. Please reconnect to continue syncing reviews.',
      ),
      other: await failed('Sync Failed: something nobody foresaw'),
      fine: await failed(null),
    };
    await client.query(
      `insert into sign_in_throttles (key, failures) values ('self-confirm:v1', 3), ('account:a@example.com', 2)`,
    );

    await db.migrateRest();

    const keyOf = async (id: string) =>
      (
        await client.query<{ error_key: string | null }>(
          'select error_key from sync_jobs where id = $1',
          [id],
        )
      ).rows[0]!.error_key;
    expect(await keyOf(ids.unavailable)).toBe('settings.google.sync.unavailable');
    expect(await keyOf(ids.expired)).toBe('messages.googleExpired');
    expect(await keyOf(ids.other)).toBe('settings.google.sync.failedNoDetail');
    expect(await keyOf(ids.fine)).toBeNull();
    const quotas = await client.query('select visitor_key, confirmations from self_confirm_quotas');
    expect(quotas.rows).toEqual([{ visitor_key: 'v1', confirmations: 3 }]);
    const throttles = await client.query<{ key: string }>('select key from sign_in_throttles');
    expect(throttles.rows.map((r) => r.key)).toEqual(['account:a@example.com']);
  });
});
