// The developer panel (docs/product-rules.md §2 "debug panels"): a non-modal window over the app, so the page
// behind stays usable while the logs scroll. Two groups of tabs: Debug and Database.
import { useId, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDebugText } from '../lib/debug-text';
import type { DebugSession } from '../lib/types';
import { PermissionsTab, PoliciesTab, QueryToolTab, TestResultsTab } from './database-tabs';
import { EnvironmentTab, ErrorReportingTab, PerformanceTab, UserTab } from './info-tabs';
import { LogsTab } from './logs-tab';
import { MailTab } from './mail-tab';
import { TabBar } from './parts';

const DEBUG_TABS = [
  'logs',
  'environment',
  'user',
  'performance',
  'errorReporting',
  'mail',
] as const;
const DATABASE_TABS = ['testResults', 'queryTool', 'rlsPolicies', 'permissions'] as const;
type Group = 'debug' | 'database';
type DebugTab = (typeof DEBUG_TABS)[number];
type DatabaseTab = (typeof DATABASE_TABS)[number];

export function DebugPanel({ session, onClose }: { session: DebugSession; onClose: () => void }) {
  const t = useDebugText();
  const { i18n } = useTranslation();
  const titleId = useId();
  const [group, setGroup] = useState<Group>('debug');
  const [debugTab, setDebugTab] = useState<DebugTab>('logs');
  const [databaseTab, setDatabaseTab] = useState<DatabaseTab>('testResults');
  const role = session.data?.user.role ?? null;
  const language = i18n.language;

  const content: ReactNode =
    group === 'debug'
      ? {
          logs: <LogsTab language={language} />,
          environment: <EnvironmentTab language={language} />,
          user: <UserTab session={session} />,
          performance: <PerformanceTab />,
          errorReporting: <ErrorReportingTab />,
          mail: <MailTab />,
        }[debugTab]
      : {
          testResults: <TestResultsTab />,
          queryTool: <QueryToolTab role={role} />,
          rlsPolicies: <PoliciesTab />,
          permissions: <PermissionsTab role={role} />,
        }[databaseTab];

  const selected = group === 'debug' ? debugTab : databaseTab;

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={
        'fixed bottom-4 left-4 z-40 flex h-[min(40rem,calc(100dvh-2rem))] w-[min(60rem,calc(100vw-2rem))] ' +
        'flex-col gap-3 rounded-2xl border bg-card p-4 text-card-foreground shadow-2xl'
      }
    >
      <header className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-base font-semibold">
          {t('panel.title')}
        </h2>
        <TabBar
          label={t('panel.group')}
          idPrefix="debug-group"
          className=""
          value={group}
          onChange={setGroup}
          tabs={[
            { id: 'debug', label: t('panel.groupDebug') },
            { id: 'database', label: t('panel.groupDatabase') },
          ]}
        />
        <span className="flex-1 text-xs text-muted-foreground">{t('panel.devOnly')}</span>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('launcher.close')}
          title={t('launcher.close')}
          className="grid size-8 place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>
      {group === 'debug' ? (
        <TabBar
          label={t('panel.groupDebug')}
          idPrefix="debug"
          value={debugTab}
          onChange={setDebugTab}
          tabs={DEBUG_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        />
      ) : (
        <TabBar
          label={t('panel.groupDatabase')}
          idPrefix="debug"
          value={databaseTab}
          onChange={setDatabaseTab}
          tabs={DATABASE_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        />
      )}
      <div
        role="tabpanel"
        id="debug-panel"
        aria-labelledby={`debug-tab-${selected}`}
        className="min-h-0 flex-1 overflow-auto"
      >
        {content}
      </div>
    </section>
  );
}
