// The owner's choice of columns for a table whose layout we do not recognise (docs/import.md
// "Layouts"): rating and date are needed, the rest optional.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMN_FIELDS, type ImportColumns } from '@common/schemas/reviews';
import { Button } from '../../../components/ui/button';

type Field = (typeof IMPORT_COLUMN_FIELDS)[number];
const REQUIRED: readonly Field[] = ['rating', 'publishedAt'];

export function ImportColumnsForm({
  headers,
  pending,
  onBack,
  onChoose,
}: {
  headers: string[];
  pending: boolean;
  onBack: () => void;
  onChoose: (columns: ImportColumns) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<Partial<Record<Field, string>>>({});
  const ready = REQUIRED.every((field) => chosen[field]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || pending) return;
    const picked = Object.fromEntries(Object.entries(chosen).filter(([, value]) => value));
    onChoose(picked as ImportColumns);
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <p className="font-semibold">{t('reviews.import.columns.title')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('reviews.import.columns.body')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {IMPORT_COLUMN_FIELDS.map((field) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className="block text-sm font-medium">
              {t(`reviews.import.columns.field.${field}`)}
              {REQUIRED.includes(field) && <span aria-hidden="true"> *</span>}
            </label>
            <select
              id={`${id}-${field}`}
              required={REQUIRED.includes(field)}
              value={chosen[field] ?? ''}
              disabled={pending}
              onChange={(event) => setChosen({ ...chosen, [field]: event.target.value })}
              className="mt-1.5 block h-11 w-full rounded-xl border bg-card px-3 text-sm"
            >
              <option value="">{t('reviews.import.columns.none')}</option>
              {headers.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          {t('reviews.import.back')}
        </Button>
        <Button type="submit" pending={pending} disabled={!ready}>
          {t('reviews.import.columns.apply')}
        </Button>
      </div>
    </form>
  );
}
