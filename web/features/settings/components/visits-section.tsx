// "Visits from your booking system" (docs/visits.md): upload a booking tool's export, check what
// it holds, import it; what is kept and for how long; delete every visit; keys for a booking
// system that sends visits itself.
import { useId, useState } from 'react';
import { CalendarCheck, Trash2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VisitColumns, VisitImportReport as Report } from '@common/schemas/visits';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormSection } from '../../../components/ui/form-section';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { formatCalendarDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';
import { useDeleteVisits, useImportVisits, useVisitSummary } from '../api/visits';
import { VisitImportReport } from './visit-import-report';
import { VisitKeys } from './visit-keys';

const CHOSEN = ['customer', 'employee', 'date'] as const;

/** The file's headers when the server could not tell its columns. */
const headersOf = (error: unknown): string[] | null => {
  const body = error instanceof ApiError ? (error.body as { headers?: unknown }) : null;
  return Array.isArray(body?.headers) ? (body.headers as string[]) : null;
};

export function VisitsSection() {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const show = useErrorText();
  const summary = useVisitSummary();
  const upload = useImportVisits();
  const remove = useDeleteVisits();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [columns, setColumns] = useState<Partial<VisitColumns>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const headers = headersOf(upload.error);
  const chosen = CHOSEN.every((key) => columns[key]) ? (columns as VisitColumns) : null;

  const send = (preview: boolean) => {
    if (!file) return;
    upload.mutate(
      { file, preview, columns: chosen },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (!answer.preview) {
            setFile(null);
            toast({
              tone: 'success',
              message: t('settings.visits.report.imported', { count: answer.imported }),
            });
          }
        },
      },
    );
  };
  const failure =
    upload.error && !headers ? show(describeError(upload.error, 'settings.visits.failed')) : null;
  const stored = summary.data;
  const language = currentLanguage();

  return (
    <FormSection
      id={id}
      title={t('settings.visits.title')}
      description={t('settings.visits.description')}
    >
      {stored && (
        <p className="flex items-start gap-2 text-sm">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            {stored.stored > 0 && stored.oldest && stored.newest
              ? t('settings.visits.stored', {
                  count: stored.stored,
                  from: formatCalendarDate(stored.oldest.slice(0, 10), language),
                  to: formatCalendarDate(stored.newest.slice(0, 10), language),
                })
              : t('settings.visits.none')}{' '}
            {t('settings.visits.kept', { days: stored.retentionDays, match: stored.matchDays })}
          </span>
        </p>
      )}

      <div className="space-y-3">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          {t('settings.visits.file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setReport(null);
            setColumns({});
            upload.reset();
          }}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:bg-background file:px-3 file:py-2 file:text-sm"
        />
        <p className="text-sm text-muted-foreground">{t('settings.visits.fileHint')}</p>
        {headers && (
          <div className="space-y-3 rounded-xl border border-warning/40 p-4">
            <p className="text-sm">{t('messages.visitColumnsUnknown')}</p>
            <div className="grid gap-3 sm:grid-cols-3">
              {CHOSEN.map((key) => (
                <div key={key}>
                  <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">
                    {t(`settings.visits.columns.${key}`)}
                  </label>
                  <select
                    id={`${id}-${key}`}
                    value={columns[key] ?? ''}
                    onChange={(event) => setColumns((c) => ({ ...c, [key]: event.target.value }))}
                    className="mt-1.5 block h-11 w-full rounded-xl border bg-background px-3 text-base"
                  >
                    <option value="">{t('settings.visits.columns.choose')}</option>
                    {headers.map((header) => (
                      <option key={header} value={header}>
                        {header}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
          </div>
        )}
        {failure && <Alert>{failure}</Alert>}
        {report && <VisitImportReport report={report} />}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={!file || upload.isPending || (headers !== null && !chosen)}
            onClick={() => send(true)}
          >
            {t('settings.visits.check')}
          </Button>
          {report?.preview && report.imported > 0 && (
            <Button disabled={upload.isPending} onClick={() => send(false)}>
              <Upload aria-hidden="true" className="size-4" />
              {t('settings.visits.import', { count: report.imported })}
            </Button>
          )}
        </div>
      </div>

      <VisitKeys />

      {stored && stored.stored > 0 && (
        <div className="flex flex-wrap items-center gap-2 border-t pt-4">
          {confirmDelete ? (
            <>
              <span className="text-sm">
                {t('settings.visits.deleteConfirm', { count: stored.stored })}
              </span>
              <Button
                variant="danger"
                size="sm"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: ({ deleted }) => {
                      setConfirmDelete(false);
                      toast({
                        tone: 'success',
                        message: t('settings.visits.deleted', { count: deleted }),
                      });
                    },
                    onError: () => toast({ tone: 'error', message: t('settings.visits.failed') }),
                  })
                }
              >
                {t('settings.visits.deleteYes')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(false)}>
                {t('settings.visits.cancel')}
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('settings.visits.delete')}
            </Button>
          )}
        </div>
      )}
    </FormSection>
  );
}
