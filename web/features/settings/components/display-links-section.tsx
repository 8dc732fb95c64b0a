// "TV display": read-only links to the thank-you board for the salon's television, so no manager
// session has to stay signed in on it (docs/display-links.md). A new link is shown once.
import { useId, useState } from 'react';
import { Copy, Monitor, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TIME_RANGES, type TimeRange } from '@common/constants';
import type { CreatedDisplayLink } from '@common/schemas/display';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormSection } from '../../../components/ui/form-section';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCreateDisplayLink, useDisplayLinks, useRevokeDisplayLink } from '../api/display-links';

export function DisplayLinksSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const links = useDisplayLinks();
  const create = useCreateDisplayLink();
  const revoke = useRevokeDisplayLink();
  const [range, setRange] = useState<TimeRange>('30d');
  const [created, setCreated] = useState<CreatedDisplayLink | null>(null);
  const language = currentLanguage();

  const make = () =>
    create.mutate(
      { range },
      {
        onSuccess: (link) => setCreated(link),
        onError: () => toast({ tone: 'error', message: t('settings.display.failed') }),
      },
    );
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ tone: 'success', message: t('settings.display.copied') });
    } catch {
      toast({ tone: 'error', message: t('settings.display.copyFailed') });
    }
  };
  const remove = (linkId: string) =>
    revoke.mutate(linkId, {
      onSuccess: () => {
        if (created?.id === linkId) setCreated(null);
        toast({ tone: 'success', message: t('settings.display.revoked') });
      },
      onError: () => toast({ tone: 'error', message: t('settings.display.failed') }),
    });

  const items = links.data?.items ?? [];
  return (
    <FormSection
      id={id}
      title={t('settings.display.title')}
      description={t('settings.display.description')}
    >
      {created && (
        <div className="space-y-3 rounded-xl border border-primary/40 bg-primary/5 p-4">
          <p className="font-medium">{t('settings.display.createdTitle')}</p>
          <p data-user-text className="text-sm break-all">
            {created.url}
          </p>
          <p className="text-sm text-muted-foreground">{t('settings.display.onceHint')}</p>
          <Button variant="secondary" size="sm" onClick={() => void copy(created.url)}>
            <Copy aria-hidden="true" className="size-4" />
            {t('settings.display.copy')}
          </Button>
        </div>
      )}

      {links.isError ? (
        <Alert>{t('settings.display.loadFailed')}</Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('settings.display.empty')}</p>
      ) : (
        <ul aria-label={t('settings.display.inUse')} className="divide-y rounded-xl border">
          {items.map((link) => {
            const made = formatDateTime(link.createdAt, language);
            return (
              <li key={link.id} className="flex items-center gap-3 px-3.5 py-2.5">
                <Monitor aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 text-sm break-words">
                  {t('settings.display.madeOn', {
                    date: made,
                    range: t(`overview.ranges.${link.range}`),
                  })}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={t('settings.display.revokeFor', { date: made })}
                  onClick={() => remove(link.id)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="max-sm:sr-only">{t('settings.display.revoke')}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={`${id}-range`} className="block text-sm font-medium">
            {t('settings.display.range')}
          </label>
          <select
            id={`${id}-range`}
            value={range}
            onChange={(event) => setRange(event.target.value as TimeRange)}
            className="mt-1.5 block h-11 w-full rounded-xl border bg-background px-3 text-base shadow-xs sm:w-56"
          >
            {TIME_RANGES.map((value) => (
              <option key={value} value={value}>
                {t(`overview.ranges.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={make} disabled={create.isPending}>
          <Monitor aria-hidden="true" className="size-4" />
          {t('settings.display.create')}
        </Button>
      </div>
    </FormSection>
  );
}
