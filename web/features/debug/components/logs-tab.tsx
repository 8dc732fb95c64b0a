// Logs: the client logger's entries, refreshed every second (docs/product-rules.md §9) unless paused, filtered by
// level, category and text, exported as JSON or cleared.
import { useEffect, useMemo, useRef, useState } from 'react';
import { DEBUG_LOG_REFRESH_MS } from '@common/constants';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useDebugText } from '../lib/debug-text';
import { downloadJson } from '../lib/download';
import { collectEnvironment } from '../lib/environment';
import {
  ALL_LOGS,
  LOG_CATEGORIES,
  LOG_LEVELS,
  buildDebugExport,
  exportFileName,
  filterLogs,
  type DebugLogEntry,
  type LogFilter,
} from '../lib/log-filter';
import { clearLogs, readLogs } from '../lib/log-source';
import { Select } from './parts';

const LEVEL_TONE: Record<DebugLogEntry['level'], string> = {
  debug: 'text-muted-foreground',
  info: 'text-foreground',
  warn: 'text-amber-600 dark:text-amber-400',
  error: 'text-destructive',
  fatal: 'font-bold text-destructive',
};

function preview(data: unknown): string {
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}

export function LogsTab({ language }: { language: string }) {
  const t = useDebugText();
  const toast = useToast();
  const [entries, setEntries] = useState<readonly DebugLogEntry[]>(readLogs);
  const [filter, setFilter] = useState<LogFilter>(ALL_LOGS);
  const [paused, setPaused] = useState(false);
  const [autoScroll, setAutoScroll] = useState(true);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setEntries(readLogs()), DEBUG_LOG_REFRESH_MS);
    return () => clearInterval(timer);
  }, [paused]);

  const shown = useMemo(() => filterLogs(entries, filter), [entries, filter]);

  useEffect(() => {
    const list = listRef.current;
    if (autoScroll && list) list.scrollTop = list.scrollHeight;
  }, [shown, autoScroll]);

  const update = (patch: Partial<LogFilter>) => setFilter((current) => ({ ...current, ...patch }));
  const all = { value: 'all', label: t('logs.all') };

  const exportLogs = () => {
    const data = buildDebugExport({ entries, filter, environment: collectEnvironment(language) });
    downloadJson(exportFileName('reviewtrace-debug'), data);
    toast({ tone: 'success', message: t('toast.debugExported') });
  };

  const clear = () => {
    clearLogs();
    setEntries(readLogs());
    toast({ tone: 'success', message: t('toast.logsCleared') });
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={t('logs.level')}
          value={filter.level}
          options={[all, ...LOG_LEVELS.map((level) => ({ value: level, label: level }))]}
          onChange={(level) => update({ level: level as LogFilter['level'] })}
        />
        <Select
          label={t('logs.category')}
          value={filter.category}
          options={[all, ...LOG_CATEGORIES.map((c) => ({ value: c, label: c }))]}
          onChange={(category) => update({ category })}
        />
        <label className="flex min-w-40 flex-1 flex-col gap-1 text-xs font-medium">
          {t('logs.search')}
          <input
            type="search"
            value={filter.search}
            onChange={(event) => update({ search: event.target.value })}
            className="h-9 rounded-lg border bg-card px-2 text-sm"
          />
        </label>
        <label className="flex h-9 items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            checked={autoScroll}
            onChange={(event) => setAutoScroll(event.target.checked)}
          />
          {t('logs.autoScroll')}
        </label>
        <Button size="sm" variant="secondary" onClick={() => setPaused((p) => !p)}>
          {paused ? t('logs.resume') : t('logs.pause')}
        </Button>
        <Button size="sm" variant="secondary" onClick={exportLogs}>
          {t('logs.export')}
        </Button>
        <Button size="sm" variant="danger" onClick={clear}>
          {t('logs.clear')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('logs.count', { shown: shown.length, total: entries.length })}
      </p>
      <ol
        ref={listRef}
        aria-label={t('tabs.logs')}
        className="min-h-0 flex-1 overflow-auto rounded-lg border bg-muted/40 font-mono text-xs"
      >
        {shown.length === 0 && <li className="p-3 text-muted-foreground">{t('logs.empty')}</li>}
        {shown.map((entry) => (
          <li key={entry.id} className="border-b px-3 py-1.5 last:border-b-0">
            <span className="text-muted-foreground">{entry.timestamp.slice(11, 23)}</span>{' '}
            <span className={`uppercase ${LEVEL_TONE[entry.level]}`}>{entry.level}</span>{' '}
            <span className="text-muted-foreground">[{entry.category}]</span> {entry.message}
            {entry.data !== undefined && (
              <span className="block truncate text-muted-foreground">{preview(entry.data)}</span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
