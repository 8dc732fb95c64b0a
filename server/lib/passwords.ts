// Password hashing: argon2id (OWASP's first choice). Hashes written by the original product were
// unsalted SHA-256 hex (docs/product-rules.md §5); such a hash is accepted once and the caller replaces it.
import { createHash, timingSafeEqual } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// `Algorithm` is a const enum (not importable as a value here); 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const LEGACY_SHA256 = /^[0-9a-f]{64}$/i;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash is a legacy one (or weaker parameters): store hashPassword(password). */
  needsRehash: boolean;
}

export async function checkPassword(
  password: string,
  stored: string | null,
): Promise<PasswordCheck> {
  if (!stored) {
    await burnTime(password);
    return { ok: false, needsRehash: false };
  }
  if (LEGACY_SHA256.test(stored)) {
    const given = createHash('sha256').update(password, 'utf8').digest();
    const ok = timingSafeEqual(given, Buffer.from(stored, 'hex'));
    return { ok, needsRehash: ok };
  }
  try {
    return { ok: await verify(stored, password), needsRehash: false };
  } catch {
    return { ok: false, needsRehash: false };
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification, so an unknown account answers as slowly as a wrong
 * password and response times do not reveal which emails or usernames exist.
 */
async function burnTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verify(await dummyHash, password).catch(() => false);
}
