// "Notifications" on Your account (docs/notifications.md): one switch per kind the bell can tell
// this user about; each change is saved at once. The live feed is not affected.
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '@common/schemas/notifications';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormSection } from '../../../components/ui/form-section';
import { useToast } from '../../../components/ui/toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/preferences';

export function NotificationPreferences() {
  const { t } = useTranslation();
  const toast = useToast();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const data = preferences.data;

  const toggle = (kind: NotificationKind, on: boolean) => {
    if (!data) return;
    const muted = on ? data.muted.filter((k) => k !== kind) : [...data.muted, kind];
    save.mutate(muted, {
      onSuccess: () => toast({ tone: 'success', message: t('notifications.preferences.saved') }),
    });
  };

  return (
    <FormSection
      id="profile-notifications"
      title={t('notifications.preferences.title')}
      description={t('notifications.preferences.description')}
    >
      {preferences.isError && (
        <div className="space-y-3">
          <Alert>{t('notifications.preferences.loadFailed')}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void preferences.refetch()}>
            {t('notifications.retry')}
          </Button>
        </div>
      )}
      {data && (
        <ul className="space-y-3">
          {data.available.map((kind) => (
            <li key={kind}>
              <label className="flex cursor-pointer items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={!data.muted.includes(kind)}
                  disabled={save.isPending}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />
                <span>{t(`notifications.preferences.kinds.${kind}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <Alert>{save.isError ? t('notifications.preferences.saveFailed') : null}</Alert>
    </FormSection>
  );
}
