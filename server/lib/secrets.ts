// Encryption at rest of the secrets a business gives us (Google API key, OAuth tokens; docs/SECURITY.md).
// AES-256-GCM with a key derived from APP_SECRET by HKDF-SHA256 under a fixed info string, so the
// same APP_SECRET always opens what it sealed and a changed secret fails loudly (auth tag).
// Format: 'v1:' + base64url(iv[12] | tag[16] | ciphertext).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1:';
const INFO = 'reviewtrace/secrets-at-rest/v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();

function keyFor(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), INFO, 32));
    keys.set(appSecret, key);
  }
  return key;
}

export function encryptSecret(plain: string, appSecret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Throws when the value is not ours, was tampered with, or was sealed under another secret. */
export function decryptSecret(sealed: string, appSecret: string): string {
  if (!sealed.startsWith(VERSION)) throw new Error('unknown secret format');
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('secret too short');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret), raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
