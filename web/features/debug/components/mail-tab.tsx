// The mails the server wrote to DATA_DIR/mail because no SMTP_URL is set (development): who they
// went to and their one link, so a developer can confirm an address or reset a password.
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { debugKeys, getDebugMail } from '../api/debug-api';
import { useDebugText } from '../lib/debug-text';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

export function MailTab() {
  const t = useDebugText();
  const mail = useQuery({
    queryKey: debugKeys.mail,
    queryFn: ({ signal }) => getDebugMail(signal),
  });
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <p className="flex-1 text-sm text-muted-foreground">
          {mail.data?.mode === 'smtp' ? t('mail.smtp') : t('mail.files')}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void mail.refetch()}>
          {t('perf.refresh')}
        </Button>
      </div>
      {mail.isError && <p className="text-sm text-destructive">{t('mail.failed')}</p>}
      {mail.data && mail.data.items.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('mail.empty')}</p>
      )}
      <ul className="divide-y rounded-xl border">
        {mail.data?.items.map((item) => (
          <li key={item.file} className="space-y-1 px-3 py-2 text-sm">
            <p className="font-medium break-all">{item.subject}</p>
            <p className="text-xs text-muted-foreground">
              {t('mail.to', { to: item.to, at: formatDateTime(item.sentAt, currentLanguage()) })}
            </p>
            <a href={item.link} className="block text-xs break-all text-primary underline">
              {item.link}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
