import { describe, expect, it } from 'vitest';
import { importWithRetry, isChunkLoadError } from './chunk-load';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js');

describe('loading page code', () => {
  it("recognises the browsers' chunk failures and nothing else", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('tries a failed chunk once more and succeeds', async () => {
    let calls = 0;
    const load = async () => {
      calls++;
      if (calls === 1) throw chunkError();
      return 'page';
    };
    await expect(importWithRetry(load, 1)).resolves.toBe('page');
    expect(calls).toBe(2);
  });

  it('gives up after the second failure, and never retries other errors', async () => {
    let calls = 0;
    await expect(
      importWithRetry(async () => {
        calls++;
        throw chunkError();
      }, 1),
    ).rejects.toThrow(/dynamically imported/);
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      importWithRetry(async () => {
        calls++;
        throw new Error('broken module');
      }, 1),
    ).rejects.toThrow('broken module');
    expect(calls).toBe(1);
  });
});
