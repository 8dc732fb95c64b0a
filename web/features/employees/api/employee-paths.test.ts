// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { qrDownloadPath, qrSheetPath } from './employee-paths';

describe('employee file addresses', () => {
  const id = '5b0f6a3e-8d2c-4f7a-9a57-1d8e2f3c4b5a';

  it('asks for the QR code as an attachment in either format', () => {
    expect(qrDownloadPath(id, 'png')).toBe(`/api/employees/${id}/qr.png?download=1`);
    expect(qrDownloadPath(id, 'svg')).toBe(`/api/employees/${id}/qr.svg?download=1`);
  });

  it('prints every active employee when no ids are given', () => {
    expect(qrSheetPath()).toBe('/api/employees/qr-sheet.pdf');
    expect(qrSheetPath({ ids: [] })).toBe('/api/employees/qr-sheet.pdf');
  });

  it('lists chosen employees comma-separated', () => {
    expect(qrSheetPath({ ids: ['a1', 'b2'] })).toBe('/api/employees/qr-sheet.pdf?ids=a1%2Cb2');
    expect(qrSheetPath({ lang: 'sr', size: 'a6' })).toBe(
      '/api/employees/qr-sheet.pdf?lang=sr&size=a6',
    );
  });

  it('escapes an id so it cannot leave its path segment', () => {
    expect(qrDownloadPath('../x', 'png')).toBe('/api/employees/..%2Fx/qr.png?download=1');
  });
});
