// "Notifications" on Your account (docs/notifications.md): per kind, whether the bell tells this
// user and, for what needs someone, whether a mail does; and the weekly summary by mail. Each
// change is saved at once. The live feed is not affected.
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

  const saved = {
    onSuccess: () =>
      toast({ tone: 'success' as const, message: t('notifications.preferences.saved') }),
  };
  const without = (list: NotificationKind[], kind: NotificationKind, on: boolean) =>
    on ? list.filter((k) => k !== kind) : [...list, kind];
  const toggle = (kind: NotificationKind, on: boolean) => {
    if (data) save.mutate({ muted: without(data.muted, kind, on) }, saved);
  };
  const toggleMail = (kind: NotificationKind, on: boolean) => {
    if (data) save.mutate({ mailMuted: without(data.mailMuted, kind, on) }, saved);
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
        <ul className="space-y-4">
          {data.available.map((kind) => (
            <li key={kind} className="text-sm">
              <p id={`notify-${kind}`}>{t(`notifications.preferences.kinds.${kind}`)}</p>
              <div className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1.5">
                <Choice
                  label={t('notifications.preferences.bell')}
                  describedBy={`notify-${kind}`}
                  checked={!data.muted.includes(kind)}
                  disabled={save.isPending}
                  onChange={(on) => toggle(kind, on)}
                />
                {data.mailAvailable.includes(kind) && (
                  <Choice
                    label={t('notifications.preferences.mail')}
                    describedBy={`notify-${kind}`}
                    checked={!data.mailMuted.includes(kind)}
                    disabled={save.isPending}
                    onChange={(on) => toggleMail(kind, on)}
                  />
                )}
              </div>
            </li>
          ))}
          {data.digestAvailable && (
            <li className="text-sm">
              <Choice
                label={t('notifications.preferences.digest')}
                checked={data.digest}
                disabled={save.isPending}
                onChange={(on) => save.mutate({ digest: on }, saved)}
              />
            </li>
          )}
        </ul>
      )}
      <Alert>{save.isError ? t('notifications.preferences.saveFailed') : null}</Alert>
    </FormSection>
  );
}

function Choice(props: {
  label: string;
  describedBy?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        className="size-4 shrink-0 accent-primary"
        aria-describedby={props.describedBy}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>{props.label}</span>
    </label>
  );
}
