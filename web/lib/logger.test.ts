import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_PERSIST_LIMIT, LOG_STORE_LIMIT } from '@common/constants';
import { createLogger, levelFor, LOG_STORAGE_KEY, type LogEntry } from './logger';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => void values.set(key, value)),
    removeItem: (key: string) => void values.delete(key),
  };
}

const stored = (storage: ReturnType<typeof memoryStorage>): LogEntry[] =>
  JSON.parse(storage.values.get(LOG_STORAGE_KEY) ?? '[]') as LogEntry[];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('logger', () => {
  it('records level, category, message, data and time', () => {
    const log = createLogger({ storage: null });
    log.warn('Slow answer', { category: 'api', data: { ms: 900 } });
    log.info('Plain');
    const [first, second] = log.entries();
    expect(first).toMatchObject({ level: 'warn', category: 'api', message: 'Slow answer' });
    expect(first?.data).toEqual({ ms: 900 });
    expect(Date.parse(first?.timestamp ?? '')).not.toBeNaN();
    expect(second?.category).toBe('general');
    expect(first?.id).not.toBe(second?.id);
  });

  it(`keeps only the newest ${LOG_STORE_LIMIT} entries in memory`, () => {
    const log = createLogger({ storage: null });
    for (let i = 0; i < LOG_STORE_LIMIT + 5; i += 1) log.info(`entry ${i}`);
    expect(log.entries()).toHaveLength(LOG_STORE_LIMIT);
    expect(log.entries()[0]?.message).toBe('entry 5');
  });

  it(`persists the newest ${LOG_PERSIST_LIMIT} entries once, after a pause`, () => {
    const storage = memoryStorage();
    const log = createLogger({ storage });
    for (let i = 0; i < 150; i += 1) log.info(`entry ${i}`);
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    const kept = stored(storage);
    expect(kept).toHaveLength(LOG_PERSIST_LIMIT);
    expect(kept[0]?.message).toBe('entry 50');
    expect(kept.at(-1)?.message).toBe('entry 149');
  });

  it('never persists debug entries', () => {
    const storage = memoryStorage();
    const log = createLogger({ storage, level: 'debug' });
    log.debug('noisy detail');
    vi.advanceTimersByTime(5000);
    expect(storage.setItem).not.toHaveBeenCalled();
    log.info('worth keeping');
    vi.advanceTimersByTime(1000);
    expect(stored(storage).map((entry) => entry.message)).toEqual(['worth keeping']);
    expect(log.entries()).toHaveLength(2);
  });

  it('brings the persisted entries back after a reload', () => {
    const storage = memoryStorage();
    const before = createLogger({ storage });
    before.error('Lost the connection', { category: 'api' });
    before.flush();
    const after = createLogger({ storage });
    expect(after.entries().map((entry) => entry.message)).toEqual(['Lost the connection']);
  });

  it('drops entries below its level (info by default outside development)', () => {
    const log = createLogger({ storage: null, level: 'info' });
    expect(log.debug('hidden')).toBeNull();
    expect(log.entries()).toHaveLength(0);
    log.setLevel('debug');
    log.debug('shown');
    expect(log.entries()).toHaveLength(1);
  });

  it('tells subscribers of each entry and of a clear, until they unsubscribe', () => {
    const storage = memoryStorage();
    const log = createLogger({ storage });
    const listener = vi.fn();
    const unsubscribe = log.subscribe(listener);
    const entry = log.fatal('Crashed', { category: 'error' });
    expect(listener).toHaveBeenCalledWith(entry);
    log.flush();
    log.clear();
    expect(listener).toHaveBeenLastCalledWith(undefined);
    expect(log.entries()).toEqual([]);
    expect(storage.values.has(LOG_STORAGE_KEY)).toBe(false);
    unsubscribe();
    log.info('unheard');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same entries array until the log changes', () => {
    const log = createLogger({ storage: null });
    log.info('one');
    const first = log.entries();
    expect(log.entries()).toBe(first);
    log.info('two');
    expect(log.entries()).not.toBe(first);
  });

  it('stores an Error as its name, message and stack', () => {
    const log = createLogger({ storage: null });
    log.error('Failed', { data: new Error('boom') });
    expect(log.entries()[0]?.data).toMatchObject({ name: 'Error', message: 'boom' });
  });

  it('starts at warn and works at info (debug in development) once the environment is read', () => {
    expect(levelFor('production', false)).toBe('info');
    expect(levelFor('staging', false)).toBe('info');
    expect(levelFor('development', false)).toBe('debug');
    expect(levelFor('production', true)).toBe('debug');
  });
});
