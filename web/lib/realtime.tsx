// One Server-Sent Events connection to /api/realtime per signed-in area (docs/http-api.md "Realtime").
// Its events keep the cached queries current: figures, notifications and review lists are marked
// stale (throttled, so a burst of scans costs one refetch a second per family), and each live
// activity item goes straight into the cached feed.
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CLIENT_INFO_VALUE } from '@common/constants';
import type { ActivityItem } from '@common/schemas/activity';
import {
  realtimeActivitySchema,
  realtimeRefreshSchema,
  type RealtimeRefresh,
} from '@common/schemas/realtime';
import { realtimeApi } from '@common/api/realtime';
import { hrefOf } from './api-client';
import { ACTIVITY_QUERY_KEY } from './activity-api';
import {
  ALL_FAMILIES,
  createKeyedThrottle,
  familiesFor,
  prependActivity,
  type QueryFamily,
} from './realtime-cache';

export type RealtimeStatus = 'connecting' | 'live' | 'offline';

export type RealtimeEvent =
  { type: 'activity'; item: ActivityItem } | { type: 'refresh'; refresh: RealtimeRefresh };

type Listener = (event: RealtimeEvent) => void;

interface RealtimeContextValue {
  status: RealtimeStatus;
  subscribe(listener: Listener): () => void;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

// EventSource cannot send headers: the client-info value every other request carries rides in
// the query (docs/http-api.md "Realtime").
const REALTIME_PATH = hrefOf(realtimeApi.events, { query: { client: CLIENT_INFO_VALUE } });
const INVALIDATE_INTERVAL_MS = 1000;
// The browser retries a dropped stream itself, but gives up for good on an HTTP error answer
// (a restart behind a proxy answers 502); then we reconnect, backing off up to a minute.
const RECONNECT_START_MS = 2000;
const RECONNECT_MAX_MS = 60_000;

/** An event's data, or undefined when it is not JSON (the schema then rejects it). */
function readJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function RealtimeProvider({
  children,
  enabled = true,
}: {
  children: ReactNode;
  /** Off for a user without a business: the server has no events for them. */
  enabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const listeners = useRef(new Set<Listener>());
  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const throttle = createKeyedThrottle<QueryFamily>(
      (family) => void queryClient.invalidateQueries({ queryKey: [family] }),
      INVALIDATE_INTERVAL_MS,
    );
    const emit = (event: RealtimeEvent) => {
      for (const listener of listeners.current) listener(event);
    };

    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryDelay = RECONNECT_START_MS;
    let wasLive = false;
    let missedEvents = false;

    const onReady = () => {
      setStatus('live');
      retryDelay = RECONNECT_START_MS;
      // Events sent while the stream was down are not replayed: read everything again once.
      if (missedEvents) for (const family of ALL_FAMILIES) throttle.call(family);
      missedEvents = false;
      wasLive = true;
    };

    const onActivity = (message: MessageEvent<string>) => {
      const parsed = realtimeActivitySchema.safeParse(readJson(message.data));
      if (!parsed.success) return;
      const item = parsed.data;
      queryClient.setQueriesData({ queryKey: ACTIVITY_QUERY_KEY }, (data: unknown) =>
        prependActivity(data, item),
      );
      for (const family of familiesFor([item.type], true)) throttle.call(family);
      emit({ type: 'activity', item });
    };

    const onRefresh = (message: MessageEvent<string>) => {
      const parsed = realtimeRefreshSchema.safeParse(readJson(message.data));
      if (!parsed.success) return;
      const refresh = parsed.data;
      for (const family of familiesFor(refresh.types, false)) throttle.call(family);
      emit({ type: 'refresh', refresh });
    };

    const connect = () => {
      source = new EventSource(REALTIME_PATH);
      source.addEventListener('open', onReady);
      source.addEventListener('ready', onReady);
      source.addEventListener('activity', onActivity);
      source.addEventListener('refresh', onRefresh);
      source.onerror = () => {
        setStatus('offline');
        if (wasLive) missedEvents = true;
        if (source?.readyState !== EventSource.CLOSED) return;
        source = null;
        retryTimer = setTimeout(connect, retryDelay);
        retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
      };
    };

    connect();
    return () => {
      clearTimeout(retryTimer);
      throttle.cancel();
      source?.close();
    };
  }, [queryClient, enabled]);

  const value = useMemo(
    () => ({ status: enabled ? status : ('offline' as const), subscribe }),
    [enabled, status, subscribe],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}

/** Outside a provider (a page shown without live updates) the status is simply offline. */
export function useRealtimeStatus(): RealtimeStatus {
  return use(RealtimeContext)?.status ?? 'offline';
}
