// "Import reviews" (docs/import.md): the owner's files are read first and described (how many
// reviews, which dates, the first rows, what will be left out and why), or the columns of an
// unknown table are chosen; only then are they imported, and the report says what it did.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CircleCheck, FileUp, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES, type ImportColumns, type ImportReport } from '@common/schemas/reviews';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useChosenLocation } from '../../../lib/location-choice';
import { openLocations, useSeveralLocations } from '../../../lib/locations-api';
import { useErrorText } from '../../../lib/use-error-text';
import { useImportReviews, useReadImport } from '../api/import-reviews';
import { summariseReport } from '../lib/import-report';
import { ChooseFiles, MAX_MB, Working } from './import-choose';
import { ImportColumnsForm } from './import-columns';
import { ImportPreviewView } from './import-preview';
import { ImportRejections } from './import-rejections';

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
      <ImportRejections report={report} />
    </div>
  );
}

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const id = useId();
  const read = useReadImport();
  const upload = useImportReviews();
  const [files, setFiles] = useState<File[]>([]);
  const [columns, setColumns] = useState<ImportColumns | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  // A business with several shops says whose reviews the file holds; the header's choice first.
  const several = useSeveralLocations();
  const chosen = useChosenLocation();
  const [picked, setPicked] = useState<string | null>(null);
  const shops = several ? openLocations(several) : [];
  const locationId = several ? (picked ?? chosen ?? shops[0]?.id ?? null) : null;
  const pending = read.isPending || upload.isPending;

  function reset() {
    setFiles([]);
    setColumns(null);
    setTooLarge(false);
    read.reset();
    upload.reset();
  }

  function close() {
    reset();
    onClose();
  }

  function readFiles(chosenColumns: ImportColumns | null) {
    setColumns(chosenColumns);
    read.mutate({ files, locationId, columns: chosenColumns });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0 || pending) return;
    if (files.reduce((sum, file) => sum + file.size, 0) > IMPORT_MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    readFiles(null);
  }

  const error = upload.error ?? read.error;
  const errorText =
    tooLarge || (error instanceof ApiError && error.status === 413)
      ? t('reviews.import.tooLarge', { size: MAX_MB })
      : error
        ? show(describeError(error, 'reviews.import.failed'))
        : undefined;
  const alert = (
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
  );
  const described = read.data;
  const names = files.map((file) => file.name).join(', ');

  let body: ReactNode;
  if (upload.data) {
    body = (
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
    );
  } else if (described?.unknownColumns) {
    body = (
      <ImportColumnsForm
        headers={described.unknownColumns.headers}
        pending={pending}
        onBack={reset}
        onChoose={readFiles}
      />
    );
  } else if (described?.preview) {
    const count = described.preview.readable;
    body = (
      <div className="space-y-4">
        <ImportPreviewView report={described} />
        {upload.isPending && <Working text={t('reviews.import.importing', { count })} />}
        {alert}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={reset} disabled={pending}>
            {t('reviews.import.back')}
          </Button>
          <Button
            onClick={() => upload.mutate({ files, locationId, columns })}
            pending={upload.isPending}
            disabled={count === 0}
            data-autofocus=""
          >
            <FileUp aria-hidden="true" className="size-4" />
            {t('reviews.import.confirm', { count })}
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <ChooseFiles
        id={id}
        several={several ? shops : null}
        locationId={locationId}
        onLocation={setPicked}
        files={files}
        onFiles={(chosenFiles) => {
          setFiles(chosenFiles);
          setTooLarge(false);
          read.reset();
        }}
        pending={pending}
        onSubmit={submit}
        onCancel={close}
        status={
          read.isPending ? <Working text={t('reviews.import.reading', { name: names })} /> : null
        }
        alert={alert}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={pending}
      title={t('reviews.import.title')}
      description={upload.data || described ? undefined : t('reviews.import.description')}
    >
      {body}
    </Dialog>
  );
}
