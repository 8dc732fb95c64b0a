// The Database group: Test Results, Query Tool, RLS Policies and Permissions (docs/product-rules.md §2).
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_TOOL_ROW_LIMIT, TEST_TABLES } from '@common/constants';
import { ACTIONS, RESOURCES, hasPermission, isManager, type Role } from '@common/policy';
import type { DebugTable } from '@common/schemas/debug';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { debugKeys, getDebugPolicies, queryDebugTable, runDebugTests } from '../api/debug-api';
import { useDebugText, type DebugTextKey } from '../lib/debug-text';
import { downloadJson } from '../lib/download';
import { exportFileName } from '../lib/log-filter';
import { Select, StatusDot } from './parts';

function ErrorLine({ error }: { error: Error }) {
  const t = useDebugText();
  return (
    <p className="text-sm text-destructive">{t('db.failedToLoad', { message: error.message })}</p>
  );
}

export function TestResultsTab() {
  const t = useDebugText();
  const toast = useToast();
  const tests = useMutation({
    mutationFn: runDebugTests,
    onSuccess: () => toast({ tone: 'success', message: t('toast.testsComplete') }),
  });
  const exportReport = () => {
    downloadJson(exportFileName('reviewtrace-test-report'), tests.data);
    toast({ tone: 'success', message: t('toast.reportExported') });
  };
  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <Button size="sm" pending={tests.isPending} onClick={() => tests.mutate()}>
          {t('db.run')}
        </Button>
        <Button size="sm" variant="secondary" disabled={!tests.data} onClick={exportReport}>
          {t('db.export')}
        </Button>
      </div>
      {tests.error && <ErrorLine error={tests.error} />}
      {!tests.data && !tests.error && (
        <p className="text-sm text-muted-foreground">{t('db.notRun')}</p>
      )}
      {tests.data && (
        <ul aria-label={t('tabs.testResults')} className="divide-y rounded-lg border text-sm">
          {tests.data.checks.map((check) => (
            <li key={check.name} className="flex items-center gap-3 px-3 py-2">
              <StatusDot ok={check.ok} />
              <span className="font-medium">{t(`db.check.${check.name}` as DebugTextKey)}</span>
              <span className="text-xs">{check.ok ? t('db.passed') : t('db.failed')}</span>
              <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground">
                {check.detail}
              </span>
              <span className="font-mono text-xs text-muted-foreground">{check.durationMs} ms</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function QueryToolTab({ role }: { role: Role | null }) {
  const t = useDebugText();
  const [table, setTable] = useState<DebugTable>(TEST_TABLES[0]);
  const allowed = role !== null && isManager(role);
  const query = useQuery({
    queryKey: debugKeys.query(table),
    queryFn: ({ signal }) => queryDebugTable(table, signal),
    enabled: allowed,
    staleTime: 0,
  });
  if (!allowed) return <p className="text-sm">{t('db.managersOnly')}</p>;
  return (
    <div className="space-y-3">
      <div className="flex items-end gap-2">
        <Select
          label={t('db.table')}
          value={table}
          options={TEST_TABLES.map((name) => ({ value: name, label: name }))}
          onChange={(value) => setTable(value as DebugTable)}
        />
        <Button
          size="sm"
          variant="secondary"
          pending={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('db.query')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('db.rowLimit', { limit: QUERY_TOOL_ROW_LIMIT })}
      </p>
      {query.error && <ErrorLine error={query.error} />}
      {query.data && query.data.rows.length === 0 && <p className="text-sm">{t('db.noRows')}</p>}
      {query.data && query.data.rows.length > 0 && (
        <div className="overflow-auto rounded-lg border">
          <table className="w-full font-mono text-xs">
            <thead className="bg-muted text-left">
              <tr>
                {query.data.columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-1.5 whitespace-nowrap">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {query.data.rows.map((row, index) => (
                <tr key={String(row.id ?? index)} className="border-t">
                  {query.data.columns.map((column) => (
                    <td
                      key={column}
                      className="max-w-64 truncate px-2 py-1"
                      title={String(row[column])}
                    >
                      {row[column] === null ? 'null' : String(row[column])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function PoliciesTab() {
  const t = useDebugText();
  const policies = useQuery({
    queryKey: debugKeys.policies,
    queryFn: ({ signal }) => getDebugPolicies(signal),
  });
  if (policies.error) return <ErrorLine error={policies.error} />;
  if (!policies.data) return <p className="text-sm">{t('user.loading')}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm">{policies.data.summary}</p>
      <ul className="divide-y rounded-lg border text-sm">
        {policies.data.policies.map((policy) => (
          <li key={policy.table} className="space-y-0.5 px-3 py-2">
            <p className="font-mono font-semibold">{policy.table}</p>
            <p>
              {t('db.filter')}: <code className="font-mono text-xs">{policy.filter}</code>
            </p>
            <p className="text-xs text-muted-foreground">{policy.description}</p>
            {policy.hiddenColumns.length > 0 && (
              <p className="text-xs text-muted-foreground">
                {t('db.hidden')}: {policy.hiddenColumns.join(', ')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The caller's row of the docs/product-rules.md §6 matrix (common/policy.ts), as the server also decides. */
export function PermissionsTab({ role }: { role: Role | null }) {
  const t = useDebugText();
  if (!role) return <p className="text-sm">{t('user.signedOut')}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium">{t('perm.role', { role })}</p>
      <div className="overflow-auto rounded-lg border">
        <table aria-label={t('tabs.permissions')} className="w-full text-sm">
          <thead className="bg-muted text-left">
            <tr>
              <th scope="col" className="px-2 py-1.5">
                {t('db.resource')}
              </th>
              {ACTIONS.map((action) => (
                <th key={action} scope="col" className="px-2 py-1.5 text-center">
                  {action}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {RESOURCES.map((resource) => (
              <tr key={resource} className="border-t">
                <th scope="row" className="px-2 py-1 text-left font-mono font-normal">
                  {resource}
                </th>
                {ACTIONS.map((action) => {
                  const ok = hasPermission(role, resource, action);
                  return (
                    <td key={action} className="px-2 py-1 text-center" data-allowed={ok}>
                      <span aria-hidden="true">{ok ? '✓' : '·'}</span>
                      <span className="sr-only">{ok ? t('common.yes') : t('common.no')}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
