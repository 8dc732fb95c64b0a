import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id, salted, and verifies only the right password', async () => {
    const first = await hashPassword('tajna123');
    const second = await hashPassword('tajna123');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
    expect(await checkPassword('tajna123', first)).toEqual({ ok: true, needsRehash: false });
    expect(await checkPassword('tajna124', first)).toEqual({ ok: false, needsRehash: false });
  });

  it('accepts a legacy unsalted SHA-256 hex hash and asks for a re-hash', async () => {
    const legacy = createHash('sha256').update('stara-lozinka').digest('hex');
    expect(await checkPassword('stara-lozinka', legacy)).toEqual({ ok: true, needsRehash: true });
    expect(await checkPassword('pogresna', legacy)).toEqual({ ok: false, needsRehash: false });
  });

  it('refuses when there is no stored hash or it is garbage', async () => {
    expect((await checkPassword('x', null)).ok).toBe(false);
    expect((await checkPassword('x', 'not-a-hash')).ok).toBe(false);
  });
});
