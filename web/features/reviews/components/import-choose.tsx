// The first step of an import: the files (one or several; a Takeout .zip as it is), the location
// they belong to when there are several, and what files we read.
import type { FormEvent, ReactNode } from 'react';
import { FileUp, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_CSV_COLUMNS, IMPORT_MAX_BYTES } from '@common/schemas/reviews';
import { Button } from '../../../components/ui/button';
import { IMPORT_ACCEPT } from '../lib/import-report';

export const MAX_MB = Math.round(IMPORT_MAX_BYTES / (1024 * 1024));

export function Working({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm">
      <LoaderCircle
        aria-hidden="true"
        className="size-4 animate-spin text-primary motion-reduce:animate-none"
      />
      {text}
    </p>
  );
}

export function ChooseFiles(props: {
  id: string;
  /** The open locations of a business with several; null for one. */
  several: { id: string; name: string }[] | null;
  locationId: string | null;
  onLocation: (id: string) => void;
  files: File[];
  onFiles: (files: File[]) => void;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  status: ReactNode;
  alert: ReactNode;
}) {
  const { t } = useTranslation();
  const { id, several, pending } = props;
  return (
    <form onSubmit={props.onSubmit} className="space-y-4" noValidate>
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          {t('reviews.import.fileLabel')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          multiple
          accept={IMPORT_ACCEPT}
          aria-describedby={`${id}-hint`}
          disabled={pending}
          data-autofocus=""
          onChange={(event) => props.onFiles(Array.from(event.target.files ?? []))}
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
            value={props.locationId ?? ''}
            disabled={pending}
            onChange={(event) => props.onLocation(event.target.value)}
            className="mt-1.5 block h-11 w-full rounded-xl border bg-card px-3 text-sm"
          >
            {several.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        </div>
      )}

      <div className="space-y-3 rounded-xl bg-muted/70 p-3 text-sm">
        <div>
          <p className="font-semibold">{t('reviews.import.takeoutTitle')}</p>
          <p className="mt-1 text-muted-foreground">{t('reviews.import.takeoutBody')}</p>
        </div>
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
      </div>

      {props.status}
      {props.alert}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" pending={pending} disabled={props.files.length === 0}>
          <FileUp aria-hidden="true" className="size-4" />
          {t('reviews.import.read')}
        </Button>
      </div>
    </form>
  );
}
