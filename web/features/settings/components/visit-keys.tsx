// Keys a booking system sends visits with (POST /api/visits, docs/visits.md): made here, shown
// once, revoked here.
import { useState } from 'react';
import { Copy, KeyRound, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreatedVisitKey } from '@common/schemas/visits';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCreateVisitKey, useRevokeVisitKey, useVisitKeys } from '../api/visits';

export function VisitKeys() {
  const { t } = useTranslation();
  const toast = useToast();
  const keys = useVisitKeys();
  const create = useCreateVisitKey();
  const revoke = useRevokeVisitKey();
  const [made, setMade] = useState<CreatedVisitKey | null>(null);
  const language = currentLanguage();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ tone: 'success', message: t('settings.visits.keys.copied') });
    } catch {
      toast({ tone: 'error', message: t('settings.visits.keys.copyFailed') });
    }
  };
  const items = keys.data?.items ?? [];

  return (
    <div className="space-y-3 border-t pt-4">
      <h3 className="font-medium">{t('settings.visits.keys.title')}</h3>
      <p className="text-sm text-muted-foreground">{t('settings.visits.keys.description')}</p>
      {made && (
        <div className="space-y-2 rounded-xl border border-primary/40 bg-primary/5 p-4">
          <p className="text-sm font-medium">{t('settings.visits.keys.once')}</p>
          <p data-user-text className="font-mono text-xs break-all">
            {made.key}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void copy(made.key)}>
            <Copy aria-hidden="true" className="size-4" />
            {t('settings.visits.keys.copy')}
          </Button>
        </div>
      )}
      {items.length > 0 && (
        <ul aria-label={t('settings.visits.keys.inUse')} className="divide-y rounded-xl border">
          {items.map((key) => {
            const date = formatDateTime(key.createdAt, language);
            return (
              <li key={key.id} className="flex items-center gap-3 px-3.5 py-2.5 text-sm">
                <KeyRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 break-words">
                  {t('settings.visits.keys.madeOn', { date })}
                  {key.lastUsedAt &&
                    ` · ${t('settings.visits.keys.used', { date: formatDateTime(key.lastUsedAt, language) })}`}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={t('settings.visits.keys.revokeFor', { date })}
                  onClick={() =>
                    revoke.mutate(key.id, {
                      onSuccess: () => {
                        if (made?.id === key.id) setMade(null);
                        toast({ tone: 'success', message: t('settings.visits.keys.revoked') });
                      },
                    })
                  }
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="max-sm:sr-only">{t('settings.visits.keys.revoke')}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: setMade,
            onError: () => toast({ tone: 'error', message: t('settings.visits.failed') }),
          })
        }
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {t('settings.visits.keys.create')}
      </Button>
    </div>
  );
}
