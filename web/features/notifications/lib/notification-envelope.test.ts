import { describe, expect, it } from 'vitest';
import type { NotificationData } from '@common/schemas/notifications';
import {
  NOTIFICATION_FETCH_FAILED,
  splitNotifications,
  unwrapNotificationEnvelope,
} from './notification-envelope';

const item = (id: number) => ({
  id,
  type: 'touch',
  createdAt: '2026-01-01T10:00:00.000Z',
  employeeId: null,
  employeeName: 'Milica',
  employeeAddressAs: null,
  payload: {},
});

const data: NotificationData = {
  activities: [item(3)],
  allActivities: [item(4), item(3), item(2), item(1)],
  notifications: [item(3), item(2), item(1)],
  unreadCount: 1,
  lastSeenAt: '2026-01-01T09:00:00.000Z',
  dashboardStats: { totalTouches: 10, totalClickouts: 4, totalReviews: 2 },
};

describe('unwrapNotificationEnvelope', () => {
  it('returns the data of a successful answer', () => {
    expect(unwrapNotificationEnvelope({ success: true, data })).toEqual(data);
  });

  it('raises "Failed to fetch notification data" when the flag is false', () => {
    expect(() => unwrapNotificationEnvelope({ success: false, error: 'boom' })).toThrow(
      NOTIFICATION_FETCH_FAILED,
    );
  });

  it('raises the same error for a success without data or a body of another shape', () => {
    expect(() => unwrapNotificationEnvelope({ success: true })).toThrow(NOTIFICATION_FETCH_FAILED);
    expect(() => unwrapNotificationEnvelope('<html>')).toThrow(NOTIFICATION_FETCH_FAILED);
    expect(() =>
      unwrapNotificationEnvelope({ success: true, data: { ...data, unreadCount: -1 } }),
    ).toThrow(NOTIFICATION_FETCH_FAILED);
  });
});

describe('splitNotifications', () => {
  it('lists unread notifications first and the earlier ones, never the plain feed events', () => {
    const { unread, earlier } = splitNotifications(data);
    expect(unread.map((i) => i.id)).toEqual([3]);
    expect(earlier.map((i) => i.id)).toEqual([2, 1]);
  });
});
