// A bell item opens its review (a manager's list or an employee's own), a Google problem the
// Google settings, and anything else nothing.
import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@common/schemas/activity';
import { itemTarget } from './item-target';

const item = (type: string, payload: Record<string, unknown> = {}): ActivityItem => ({
  id: 1,
  type,
  createdAt: '2026-11-28T10:00:00.000Z',
  employeeId: null,
  employeeName: null,
  employeeAddressAs: null,
  payload,
});
const REVIEW = '6f1c1a52-5d0e-4a4e-9d55-0a3a7c1f2b11';

describe('where a bell item leads', () => {
  it('opens the review in the list the reader has', () => {
    expect(itemTarget(item('review', { reviewId: REVIEW }), false)).toBe(
      `/business-dashboard/reviews?review=${REVIEW}`,
    );
    expect(itemTarget(item('attribution', { reviewId: REVIEW }), true)).toBe(
      `/employee/reviews?review=${REVIEW}`,
    );
  });

  it('opens the Google settings for a Google problem, for managers only', () => {
    expect(itemTarget(item('sync_failed'), false)).toBe(
      '/business-dashboard/settings#google-integration',
    );
    expect(itemTarget(item('google_disconnected'), true)).toBeNull();
    expect(itemTarget(item('employee_locked'), false)).toBeNull();
  });
});
