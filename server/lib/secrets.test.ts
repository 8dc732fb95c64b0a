import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secrets';

const SECRET = 'a-test-app-secret-that-is-long-enough-0001';
const OTHER = 'another-app-secret-that-is-long-enough-02';

describe('secrets at rest', () => {
  it('round-trips and never contains the plaintext', () => {
    const sealed = encryptSecret('AIzaFakeKey0000000000000000000000000000', SECRET);
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(sealed).not.toContain('AIzaFake');
    expect(decryptSecret(sealed, SECRET)).toBe('AIzaFakeKey0000000000000000000000000000');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptSecret('same', SECRET)).not.toBe(encryptSecret('same', SECRET));
  });

  it('round-trips unicode and empty strings', () => {
    expect(decryptSecret(encryptSecret('', SECRET), SECRET)).toBe('');
    expect(decryptSecret(encryptSecret('Đorđe ćevap 🔑', SECRET), SECRET)).toBe('Đorđe ćevap 🔑');
  });

  it('detects tampering', () => {
    const sealed = encryptSecret('secret value', SECRET);
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(() => decryptSecret('v1:' + raw.toString('base64url'), SECRET)).toThrow();
    const tag = Buffer.from(sealed.slice(3), 'base64url');
    tag.writeUInt8(tag.readUInt8(13) ^ 1, 13);
    expect(() => decryptSecret('v1:' + tag.toString('base64url'), SECRET)).toThrow();
  });

  it('refuses another secret, a foreign format and a truncated value', () => {
    const sealed = encryptSecret('secret value', SECRET);
    expect(() => decryptSecret(sealed, OTHER)).toThrow();
    expect(() => decryptSecret('plain text', SECRET)).toThrow();
    expect(() => decryptSecret('v1:abc', SECRET)).toThrow();
  });
});
