import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { IMPORT_BYTES_PER_MINUTE, spendImportBytes } from './import-budget';

const MB = 1024 * 1024;

describe('the import budget of a business', () => {
  it('refuses what would pass 12 MB within a minute, says when to retry, and refills after it', () => {
    const business = `business-${Math.random()}`;
    const start = 1_000_000;
    spendImportBytes(business, 5 * MB, start);
    spendImportBytes(business, 5 * MB, start + 10_000);
    let refused: unknown;
    try {
      spendImportBytes(business, 5 * MB, start + 20_000);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('RATE_LIMITED');
    expect((refused as AppError).headers).toEqual({ 'retry-after': '40' });
    // Small files still fit in what is left; another business is not affected.
    spendImportBytes(business, IMPORT_BYTES_PER_MINUTE - 10 * MB, start + 20_000);
    spendImportBytes(`other-${Math.random()}`, 5 * MB, start + 20_000);
    spendImportBytes(business, 5 * MB, start + 60_000);
  });
});
