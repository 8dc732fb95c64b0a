import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityItem } from '@common/schemas/activity';
import { SseStream } from './sse-stream';

/** Just enough of a ServerResponse to record what the stream writes and when. */
class FakeResponse extends EventEmitter {
  writes: { at: number; chunk: string }[] = [];
  headers: Record<string, string> = {};
  writableEnded = false;
  writableLength = 0;
  writeHead(_status: number, headers: Record<string, string>) {
    this.headers = headers;
  }
  write(chunk: string) {
    this.writes.push({ at: Date.now(), chunk });
    return true;
  }
  end() {
    this.writableEnded = true;
  }
  destroy() {
    this.end();
  }
  events() {
    return this.writes
      .filter((w) => w.chunk.includes('event: '))
      .map((w) => ({
        at: w.at,
        event: /event: (\w+)/.exec(w.chunk)![1]!,
        data: JSON.parse(/data: (.*)/.exec(w.chunk)![1]!) as Record<string, unknown>,
      }));
  }
}

const item = (id: number, type = 'touch'): ActivityItem => ({
  id,
  type,
  createdAt: new Date().toISOString(),
  employeeId: null,
  employeeName: null,
  employeeAddressAs: null,
  payload: {},
});

function openStream() {
  const res = new FakeResponse();
  const stream = new SseStream(res as unknown as ServerResponse, {
    businessId: 'b',
    employeeId: null,
    ownOnly: false,
  });
  stream.open();
  return { res, stream };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SseStream pacing', () => {
  it('never sends more than 10 events in any 1-second window and folds the rest into one refresh', () => {
    const { res, stream } = openStream();
    // 300 events over 3 seconds, one every 10 ms.
    for (let i = 1; i <= 300; i++) {
      stream.pushActivity(item(i, i % 3 ? 'touch' : 'clickout'));
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(3000);
    const events = res.events();
    for (const first of events) {
      const inWindow = events.filter((e) => e.at >= first.at && e.at < first.at + 1000);
      expect(inWindow.length).toBeLessThanOrEqual(10);
    }
    const activities = events.filter((e) => e.event === 'activity');
    const refreshes = events.filter((e) => e.event === 'refresh');
    const skipped = refreshes.reduce((n, e) => n + (e.data.skipped as number), 0);
    expect(activities.length + skipped).toBe(300);
    expect(refreshes.length).toBeGreaterThan(0);
    expect(refreshes[0]!.data.types).toEqual(['clickout', 'touch']);
    // The final state is known: the last event is a refresh, or the last activity itself.
    const last = events.at(-1)!;
    expect(last.event === 'refresh' || last.data.id === 300).toBe(true);
    stream.close();
  });

  it('sends events as they come while under budget', () => {
    const { res, stream } = openStream();
    for (let i = 1; i <= 5; i++) {
      stream.pushActivity(item(i));
      vi.advanceTimersByTime(250);
    }
    expect(res.events().map((e) => e.event)).toEqual([
      'ready',
      'activity',
      'activity',
      'activity',
      'activity',
      'activity',
    ]);
    expect(res.writes.some((w) => w.chunk.startsWith('id: 5\n'))).toBe(true);
    stream.close();
  });

  it('writes a heartbeat comment every 25 seconds and stops when closed', () => {
    const { res, stream } = openStream();
    vi.advanceTimersByTime(25_000);
    expect(res.writes.filter((w) => w.chunk === ': heartbeat\n\n')).toHaveLength(1);
    res.emit('close');
    expect(stream.isClosed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(res.writes.filter((w) => w.chunk === ': heartbeat\n\n')).toHaveLength(1);
  });

  it('lets an employee stream accept only its own events of its own business', () => {
    const res = new FakeResponse();
    const stream = new SseStream(res as unknown as ServerResponse, {
      businessId: 'b',
      employeeId: 'e1',
      ownOnly: true,
    });
    expect(stream.accepts({ businessId: 'b', employeeId: 'e1' })).toBe(true);
    expect(stream.accepts({ businessId: 'b', employeeId: 'e2' })).toBe(false);
    expect(stream.accepts({ businessId: 'b', employeeId: null })).toBe(false);
    expect(stream.accepts({ businessId: 'other', employeeId: 'e1' })).toBe(false);
    stream.close();
  });
});
