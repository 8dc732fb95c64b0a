// Invite: an address and a role give a 7-day link, shown once to copy or send by mail (there is
// no mail server; the mailto: link opens the admin's own mail program with a prepared message).
import { useState } from 'react';
import { Copy, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssignableRole, CreatedInvite } from '@common/schemas/admin';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../../../lib/use-form-fields';
import { useCreateInvite } from '../api/invites';
import { useAdminErrorText } from '../lib/error-text';
import { inviteMailto } from '../lib/invite-mail';
import { ASSIGNABLE } from '../lib/user-actions';

const loadInviteSchema = async () =>
  (await import('@common/schemas/admin')).createInviteRequestSchema;

export function InviteDialog({
  open,
  businessName,
  onClose,
}: {
  open: boolean;
  businessName: string;
  onClose: () => void;
}) {
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
        <InviteLink invite={created} businessName={businessName} onDone={close} />
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

  async function submit() {
    const body = await form.validate();
    if (body) create.mutate(body, { onSuccess: onCreated });
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

function InviteLink({
  invite,
  businessName,
  onDone,
}: {
  invite: CreatedInvite;
  businessName: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const role = t(`access.roles.${invite.role}`);
  const mailto = inviteMailto(invite.email, {
    subject: t('admin.invites.mailSubject', { business: businessName }),
    body: t('admin.invites.mailBody', { business: businessName, role, link: invite.inviteUrl }),
  });

  async function copy() {
    try {
      await navigator.clipboard.writeText(invite.inviteUrl);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor="invite-link" className="block text-sm font-medium">
          {t('admin.invites.link')}
        </label>
        <input
          id="invite-link"
          readOnly
          value={invite.inviteUrl}
          onFocus={(event) => event.target.select()}
          className="mt-1.5 block h-11 w-full rounded-xl border bg-muted px-3.5 font-mono text-sm"
        />
        <p role="status" className="mt-1.5 text-sm text-muted-foreground">
          {copied === 'yes'
            ? t('admin.invites.copied')
            : copied === 'failed'
              ? t('admin.invites.copyFailed')
              : t('admin.invites.once')}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void copy()} data-autofocus="">
          <Copy aria-hidden="true" className="-ml-1 size-4" />
          {t('admin.invites.copy')}
        </Button>
        <a href={mailto} className={buttonClass('secondary')}>
          <Mail aria-hidden="true" className="-ml-1 size-4" />
          {t('admin.invites.mail')}
        </a>
        <Button onClick={onDone}>{t('admin.invites.done')}</Button>
      </div>
    </div>
  );
}
