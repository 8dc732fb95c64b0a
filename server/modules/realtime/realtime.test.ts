import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS_PER_SECOND } from '@common/constants';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { insertActivity } from '../activity/activity.repository';
import {
  listenOnRandomPort,
  openStream,
  sleep,
  waitUntil,
  type ReceivedEvent,
} from '../../../test/sse-client';
import { PHONE } from '../../../test/visitors';

let app: App;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp();
  baseUrl = await listenOnRandomPort(app);
});
afterAll(() => app.close());

/** Most events any 1-second window holds (a little network jitter allowed on the client side). */
function busiestSecond(events: ReceivedEvent[], jitterMs = 60) {
  let most = 0;
  for (const first of events) {
    const inWindow = events.filter((e) => e.at >= first.at && e.at < first.at + 1000 - jitterMs);
    most = Math.max(most, inWindow.length);
  }
  return most;
}

describe('GET /api/realtime', () => {
  it('opens an event stream with the SSE headers, a retry delay and ready', async () => {
    const manager = await signUpManager(app);
    const stream = await openStream(baseUrl, manager.cookie);
    try {
      await stream.ready();
      const headers = stream.response.headers;
      expect(stream.response.status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(headers.get('x-accel-buffering')).toBe('no');
      expect(headers.get('content-encoding')).toBeNull();
      expect(stream.retry).toBe(3000);
    } finally {
      await stream.close();
    }
  });

  it('answers 401 when signed out', async () => {
    const response = await fetch(`${baseUrl}/api/realtime`);
    expect(response.status).toBe(401);
  });

  it('delivers a touch to its business within a second, only its own events to an employee, nothing to another business', async () => {
    const manager = await signUpManager(app);
    const stranger = await signUpManager(app);
    const milica = await employeeWithCredentials(app, manager.businessId, { name: 'Milica' });
    const jovan = await employeeWithCredentials(app, manager.businessId, { name: 'Jovan' });
    const milicaSession = await signInEmployee(app, milica.username, milica.password);
    const streams = {
      manager: await openStream(baseUrl, manager.cookie),
      stranger: await openStream(baseUrl, stranger.cookie),
      milica: await openStream(baseUrl, milicaSession.cookie),
    };
    try {
      await Promise.all(Object.values(streams).map((s) => s.ready()));
      const sentAt = Date.now();
      const touch = await app.inject({
        url: `/e/${milica.employee.slug}`,
        headers: { 'user-agent': PHONE },
        remoteAddress: '203.0.113.9',
      });
      expect(touch.statusCode).toBe(200);
      await waitUntil(() => streams.manager.ofType('activity').length === 1, 1000);
      const [event] = streams.manager.ofType('activity');
      expect(event!.at - sentAt).toBeLessThan(1000);
      expect(event!.id).toBe(String((event!.data as { id: number }).id));
      expect(event!.data).toMatchObject({
        type: 'touch',
        employeeId: milica.employee.id,
        employeeName: 'Milica',
        createdAt: expect.any(String),
        payload: expect.any(Object),
      });

      await insertActivity(app.database.db, {
        businessId: manager.businessId,
        employeeId: jovan.employee.id,
        type: 'clickout',
      });
      await waitUntil(() => streams.manager.ofType('activity').length === 2, 1000);
      await waitUntil(() => streams.milica.ofType('activity').length >= 1, 1000);
      await sleep(200);
      expect(streams.milica.ofType('activity').map((e) => e.data)).toEqual([event!.data]);
      expect(streams.stranger.ofType('activity')).toEqual([]);
    } finally {
      await Promise.all(Object.values(streams).map((s) => s.close()));
    }
  });

  it('keeps a caller without a business on ready and heartbeats only', async () => {
    // Signing up always creates a business; disconnecting leaves the caller without one.
    const manager = await signUpManager(app);
    const left = await app.inject({
      method: 'POST',
      url: '/api/functions/disconnect-business',
      headers: { cookie: manager.cookie },
      payload: {},
    });
    expect(left.statusCode).toBe(200);
    const stream = await openStream(baseUrl, manager.cookie);
    try {
      await stream.ready();
      await insertActivity(app.database.db, {
        businessId: manager.businessId,
        employeeId: null,
        type: 'review',
      });
      await sleep(300);
      expect(stream.events.map((e) => e.event)).toEqual(['ready']);
    } finally {
      await stream.close();
    }
  });

  it('paces a burst of 100 events to at most 10 per second and ends in the final state', async () => {
    const manager = await signUpManager(app);
    const stream = await openStream(baseUrl, manager.cookie);
    try {
      await stream.ready();
      let lastId = 0;
      for (let i = 0; i < 100; i++) {
        const row = await insertActivity(app.database.db, {
          businessId: manager.businessId,
          employeeId: null,
          type: i % 2 ? 'touch' : 'clickout',
        });
        lastId = row.id;
      }
      const accounted = () =>
        stream.ofType('activity').length +
        stream.ofType('refresh').reduce((n, e) => n + (e.data as { skipped: number }).skipped, 0);
      await waitUntil(() => accounted() === 100, 5000);
      await sleep(1200);

      expect(busiestSecond(stream.events)).toBeLessThanOrEqual(REALTIME_EVENTS_PER_SECOND);
      expect(accounted()).toBe(100);
      expect(stream.ofType('refresh').length).toBeGreaterThan(0);
      const last = stream.events.at(-1)!;
      const deliveredLast = stream.ofType('activity').some((e) => e.id === String(lastId));
      expect(last.event === 'refresh' || deliveredLast).toBe(true);
      for (const refresh of stream.ofType('refresh')) {
        expect((refresh.data as { types: string[] }).types.length).toBeGreaterThan(0);
      }
    } finally {
      await stream.close();
    }
  });
});

describe('closing the app', () => {
  it('ends open streams at once and does not hang', async () => {
    const other = await buildTestApp();
    const url = await listenOnRandomPort(other);
    const manager = await signUpManager(other);
    const stream = await openStream(url, manager.cookie);
    await stream.ready();
    // Closing also drops the test database (seconds on PostgreSQL); the stream must end at once,
    // and the close must not wait on it (without the preClose hook it would hang forever).
    const closing = other.close();
    await waitUntil(() => stream.ended, 1000);
    await closing;
  });
});
