// "Import reviews": one CSV or Google Takeout JSON file, uploaded, then the report of what it did
// (imported / updated / unchanged, and every rejected row with its reason).
import { useId, useState, type FormEvent } from 'react';
import { CircleCheck, FileUp, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_CSV_COLUMNS, IMPORT_MAX_BYTES, type ImportReport } from '@common/schemas/reviews';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useChosenLocation } from '../../../lib/location-choice';
import { openLocations, useSeveralLocations } from '../../../lib/locations-api';
import { useErrorText } from '../../../lib/use-error-text';
import { useImportReviews } from '../api/import-reviews';
import { IMPORT_ACCEPT, summariseReport } from '../lib/import-report';

const MAX_MB = Math.round(IMPORT_MAX_BYTES / (1024 * 1024));

function Report({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const summary = summariseReport(report);
  const Icon = summary.outcome === 'success' ? CircleCheck : TriangleAlert;
  return (
    <div className="space-y-4" role="status">
      <p className="flex items-start gap-2 font-semibold">
        <Icon
          aria-hidden="true"
          className={`mt-0.5 size-5 shrink-0 ${summary.outcome === 'success' ? 'text-success' : 'text-warning'}`}
        />
        {t(`reviews.import.report.${summary.outcome}`, {
          format: t(`reviews.import.report.format.${report.format}`),
        })}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {summary.counts.map((item) => (
          <div key={item.key} className="rounded-xl bg-muted px-2 py-3">
            <dt className="text-xs text-muted-foreground">
              {t(`reviews.import.report.${item.key}`)}
            </dt>
            <dd className="text-xl font-bold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
      {summary.rejectedCount > 0 && (
        <div>
          <p className="text-sm font-semibold">
            {t('reviews.import.report.rejected', { count: summary.rejectedCount })}
          </p>
          <ul className="mt-1.5 max-h-48 space-y-1 overflow-y-auto rounded-xl border p-3 text-sm">
            {summary.listed.map((item, index) => (
              <li key={`${item.row}-${index}`} className="break-words">
                {t('reviews.import.report.row', { row: item.row, reason: item.reason })}
              </li>
            ))}
            {summary.more > 0 && (
              <li className="text-muted-foreground">
                {t('reviews.import.report.more', { count: summary.more })}
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const id = useId();
  const upload = useImportReviews();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  // A business with several shops says whose reviews the file holds; the header's choice first.
  const several = useSeveralLocations();
  const chosen = useChosenLocation();
  const [picked, setPicked] = useState<string | null>(null);
  const shops = several ? openLocations(several) : [];
  const locationId = several ? (picked ?? chosen ?? shops[0]?.id ?? null) : null;

  function reset() {
    setFile(null);
    setTooLarge(false);
    upload.reset();
  }

  function close() {
    reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || upload.isPending) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    upload.mutate({ file, locationId });
  }

  const error = upload.error;
  const errorText =
    tooLarge || (error instanceof ApiError && error.status === 413)
      ? t('reviews.import.tooLarge', { size: MAX_MB })
      : error
        ? show(describeError(error, 'reviews.import.failed'))
        : undefined;

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={upload.isPending}
      title={t('reviews.import.title')}
      description={upload.data ? undefined : t('reviews.import.description')}
    >
      {upload.data ? (
        <>
          <Report report={upload.data} />
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={reset}>
              {t('reviews.import.another')}
            </Button>
            <Button onClick={close} data-autofocus="">
              {t('reviews.import.done')}
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div>
            <label htmlFor={`${id}-file`} className="block text-sm font-medium">
              {t('reviews.import.fileLabel')}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept={IMPORT_ACCEPT}
              aria-describedby={`${id}-hint`}
              disabled={upload.isPending}
              data-autofocus=""
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setTooLarge(false);
                upload.reset();
              }}
              className="mt-1.5 block w-full min-w-0 text-sm file:mr-3 file:rounded-full file:border file:bg-card file:px-4 file:py-2 file:text-sm file:font-semibold hover:file:bg-muted"
            />
            <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
              {t('reviews.import.fileHint', { size: MAX_MB })}
            </p>
          </div>

          {several && (
            <div>
              <label htmlFor={`${id}-location`} className="block text-sm font-medium">
                {t('reviews.import.location')}
              </label>
              <select
                id={`${id}-location`}
                value={locationId ?? ''}
                disabled={upload.isPending}
                onChange={(event) => setPicked(event.target.value)}
                className="mt-1.5 block h-11 w-full rounded-xl border bg-card px-3 text-sm"
              >
                {shops.map((shop) => (
                  <option key={shop.id} value={shop.id}>
                    {shop.name}
                  </option>
                ))}
              </select>
            </div>
          )}

          <div className="space-y-3 rounded-xl bg-muted/70 p-3 text-sm">
            <div>
              <p className="font-semibold">{t('reviews.import.csvTitle')}</p>
              <p className="mt-1 break-words">
                {t('reviews.import.csvRequired')}{' '}
                <code className="text-xs">{IMPORT_CSV_COLUMNS.required.join(', ')}</code>
              </p>
              <p className="break-words">
                {t('reviews.import.csvOptional')}{' '}
                <code className="text-xs">{IMPORT_CSV_COLUMNS.optional.join(', ')}</code>
              </p>
              <p className="mt-1 text-muted-foreground">{t('reviews.import.csvNote')}</p>
            </div>
            <div>
              <p className="font-semibold">{t('reviews.import.takeoutTitle')}</p>
              <p className="mt-1 text-muted-foreground">{t('reviews.import.takeoutBody')}</p>
            </div>
          </div>

          {upload.isPending && (
            <p role="status" className="flex items-center gap-2 text-sm">
              <LoaderCircle
                aria-hidden="true"
                className="size-4 animate-spin text-primary motion-reduce:animate-none"
              />
              {t('reviews.import.uploading', { name: file?.name ?? '' })}
            </p>
          )}
          <Alert>
            {errorText ? (
              <>
                <strong className="font-semibold">{t('reviews.import.failed')}</strong>
                {errorText !== t('reviews.import.failed') && (
                  <span className="block text-muted-foreground">{errorText}</span>
                )}
              </>
            ) : undefined}
          </Alert>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={upload.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" pending={upload.isPending} disabled={!file}>
              <FileUp aria-hidden="true" className="size-4" />
              {t('reviews.import.upload')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
