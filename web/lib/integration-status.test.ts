import { describe, expect, it } from 'vitest';
import { statusBadge } from './integration-status';

describe('statusBadge', () => {
  it('gives each status its tone and name', () => {
    expect(statusBadge('connected')).toEqual({
      tone: 'success',
      key: 'overview.integration.statuses.connected',
    });
    expect(statusBadge('disconnected').tone).toBe('neutral');
    expect(statusBadge('expired')).toEqual({
      tone: 'warning',
      key: 'overview.integration.statuses.expired',
    });
    expect(statusBadge('error').tone).toBe('danger');
  });
});
