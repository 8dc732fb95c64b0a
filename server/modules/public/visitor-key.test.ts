import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dailySalt, secondsUntilNextKey, visitorKey } from './visitor-key';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/124.0 Mobile Safari/537.36';

describe('visitorKey', () => {
  it('is the same for the same visitor all day, in any process', () => {
    const morning = visitorKey(SECRET, '203.0.113.5', UA, new Date('2026-03-01T00:00:01Z'));
    const evening = visitorKey(SECRET, '203.0.113.5', UA, new Date('2026-03-01T23:59:59Z'));
    expect(morning).toBe(evening);
    expect(morning).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the UTC day, so days cannot be linked', () => {
    const day1 = visitorKey(SECRET, '203.0.113.5', UA, new Date('2026-03-01T23:59:59Z'));
    const day2 = visitorKey(SECRET, '203.0.113.5', UA, new Date('2026-03-02T00:00:00Z'));
    expect(day1).not.toBe(day2);
  });

  it('differs by address, browser and secret', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const base = visitorKey(SECRET, '203.0.113.5', UA, now);
    expect(visitorKey(SECRET, '203.0.113.6', UA, now)).not.toBe(base);
    expect(visitorKey(SECRET, '203.0.113.5', `${UA} x`, now)).not.toBe(base);
    expect(visitorKey(`${SECRET}!`, '203.0.113.5', UA, now)).not.toBe(base);
  });

  it('derives the daily salt from the secret and the date, as the design states', () => {
    const salt = createHmac('sha256', SECRET).update('visitor-salt:2026-03-01').digest();
    expect(dailySalt(SECRET, '2026-03-01').equals(salt)).toBe(true);
    const key = createHmac('sha256', salt).update(`203.0.113.5|${UA}`).digest('hex');
    expect(visitorKey(SECRET, '203.0.113.5', UA, new Date('2026-03-01T08:00:00Z'))).toBe(key);
  });

  it('counts the seconds until the next UTC midnight', () => {
    expect(secondsUntilNextKey(new Date('2026-03-01T23:59:00Z'))).toBe(60);
    expect(secondsUntilNextKey(new Date('2026-03-01T00:00:00Z'))).toBe(86_400);
  });
});
