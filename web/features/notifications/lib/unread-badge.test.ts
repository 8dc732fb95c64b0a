import { describe, expect, it } from 'vitest';
import { formatUnreadBadge } from './unread-badge';

describe('formatUnreadBadge', () => {
  it('shows no badge when nothing is unread', () => {
    expect(formatUnreadBadge(0)).toBeNull();
  });

  it('shows the exact count up to nine', () => {
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(9)).toBe('9');
  });

  it('shows "9+" above nine', () => {
    expect(formatUnreadBadge(10)).toBe('9+');
    expect(formatUnreadBadge(250)).toBe('9+');
  });
});
