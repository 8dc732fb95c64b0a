// Invite: an address, a role and, for a manager of a business with several locations, where he
// works; the server mails the invited address a 7-day link (never shown
// here: only the mailbox's owner may open it, docs/SECURITY.md).
import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { limitableToLocations, type Role } from '@common/policy';
import type { AssignableRole, CreatedInvite } from '@common/schemas/admin';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { openLocations, useSeveralLocations } from '../../../lib/locations-api';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../../../lib/use-form-fields';
import { useCreateInvite } from '../api/invites';
import { useAdminErrorText } from '../lib/error-text';
import { ASSIGNABLE } from '../lib/user-actions';
import { LocationScopeFields, scopeIsEmpty, type LocationScope } from './location-scope';

// The text fields; the locations are chosen beside them.
const loadInviteSchema = async () =>
  (await import('@common/schemas/admin')).createInviteRequestSchema.omit({ locationIds: true });

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateInvite();
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  // A fresh form each time the dialog opens.
  const [round, setRound] = useState(0);

  function close() {
    onClose();
    setCreated(null);
    create.reset();
    setRound((n) => n + 1);
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={create.isPending}
      title={created ? t('admin.invites.readyTitle') : t('admin.invites.title')}
      description={
        created
          ? t('admin.invites.readyBody', {
              email: created.email,
              time: formatDateTime(created.expiresAt, currentLanguage()),
            })
          : t('admin.invites.body')
      }
    >
      {created ? (
        <InviteSent onDone={close} />
      ) : (
        <InviteForm key={round} create={create} onCreated={setCreated} onCancel={close} />
      )}
    </Dialog>
  );
}

function InviteForm({
  create,
  onCreated,
  onCancel,
}: {
  create: ReturnType<typeof useCreateInvite>;
  onCreated: (invite: CreatedInvite) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const show = useErrorText();
  const errorText = useAdminErrorText();
  const form = useFormFields(loadInviteSchema, { email: '', role: 'manager' }, 'invite');
  const several = useSeveralLocations();
  // A manager may start limited to some shops; an admin always sees every one.
  const [scope, setScope] = useState<LocationScope>({ limited: false, chosen: [] });
  const asksLocations = several !== null && limitableToLocations(form.values.role as Role);
  const limited = asksLocations && scope.limited;

  async function submit() {
    const body = await form.validate();
    if (!body || (limited && scopeIsEmpty(scope))) return;
    create.mutate(
      { ...body, ...(limited ? { locationIds: scope.chosen } : {}) },
      { onSuccess: onCreated },
    );
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!create.isPending) void submit();
      }}
    >
      <TextField
        {...form.bind('email')}
        label={t('auth.fields.email')}
        type="email"
        autoComplete="off"
        inputMode="email"
        spellCheck={false}
        data-autofocus=""
        error={show(form.errors.email)}
      />
      <SegmentedControl
        legend={t('admin.invites.role')}
        value={form.values.role as AssignableRole}
        options={ASSIGNABLE.map((role) => ({ value: role, label: t(`access.roles.${role}`) }))}
        onChange={(role) => form.setField('role', role)}
      />
      {asksLocations && (
        <LocationScopeFields
          legend={t('admin.invites.locations')}
          locations={openLocations(several)}
          value={scope}
          onChange={setScope}
        />
      )}
      <Alert>
        {create.isError ? errorText(create.error, 'admin.invites.errors.createFailed') : undefined}
      </Alert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" pending={create.isPending}>
          {t('admin.invites.create')}
        </Button>
      </div>
    </form>
  );
}

function InviteSent({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
        <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('admin.invites.sentHint')}
      </p>
      <div className="flex justify-end">
        <Button onClick={onDone} data-autofocus="">
          {t('admin.invites.done')}
        </Button>
      </div>
    </div>
  );
}
