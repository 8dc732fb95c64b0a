// NOTIFY payloads on the activity channel: one notice, or one array per batch of the funnel.
import { describe, expect, it } from 'vitest';
import { parseNotices } from './activity-listener';

const BUSINESS = '0d6e3f0a-5b8f-4c1e-9a51-3f1c2b7d8e90';
const EMPLOYEE = '5c2b8e1d-7a3f-4b6c-8d9e-0f1a2b3c4d5e';

describe('parseNotices', () => {
  it('reads the single notice other writers send', () => {
    const payload = JSON.stringify({
      id: 7,
      businessId: BUSINESS,
      employeeId: null,
      type: 'review',
    });
    expect(parseNotices(payload)).toEqual([
      { id: 7, businessId: BUSINESS, employeeId: null, type: 'review' },
    ]);
  });

  it('reads a batch of notices in order', () => {
    const payload = JSON.stringify([
      { id: 8, businessId: BUSINESS, employeeId: EMPLOYEE, type: 'touch' },
      { id: 9, businessId: BUSINESS, employeeId: EMPLOYEE, type: 'clickout' },
    ]);
    expect(parseNotices(payload).map((notice) => [notice.id, notice.type])).toEqual([
      [8, 'touch'],
      [9, 'clickout'],
    ]);
  });

  it('skips malformed entries and payloads', () => {
    const payload = JSON.stringify([
      { id: '10', businessId: BUSINESS },
      null,
      { id: 11, businessId: BUSINESS },
    ]);
    expect(parseNotices(payload)).toEqual([
      { id: 11, businessId: BUSINESS, employeeId: null, type: 'activity' },
    ]);
    expect(parseNotices('not json')).toEqual([]);
    expect(parseNotices(undefined)).toEqual([]);
    expect(parseNotices('42')).toEqual([]);
  });
});
