import { describe, expect, it } from 'vitest';
import { rowsFromJson, rowsToJson, type ImportRow } from './rows';

const row = (over: Partial<ImportRow>): ImportRow => ({
  row: 2,
  externalId: 'AbFvOq1',
  authorName: 'Jelena Đurić',
  authorPhotoUrl: null,
  isAnonymous: false,
  rating: null,
  text: 'Hvala Milici!',
  originalText: null,
  language: 'sr',
  publishedAt: new Date('2026-03-04T19:17:00.123Z'),
  sourceUpdatedAt: null,
  replyText: null,
  ...over,
});

describe('rows handed over as JSON text', () => {
  it('come back equal, dates as dates and absent fields still absent', () => {
    const rows = [
      row({}),
      row({
        row: 3,
        externalId: 'ChZDSU2',
        rating: 4,
        sourceUpdatedAt: new Date('2026-03-05T08:00:00Z'),
        absent: ['replyText'],
      }),
    ];
    const back = rowsFromJson(rowsToJson(rows));
    expect(back).toEqual(rows);
    expect(back[1]!.publishedAt).toBeInstanceOf(Date);
    expect(back[1]!.sourceUpdatedAt).toBeInstanceOf(Date);
  });
});
