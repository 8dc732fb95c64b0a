// The "Ask for a review" card: the sender's way to a request and how their last 30 days of
// requests went, step by step (docs/review-requests.md). On an employee's own start page it is
// theirs; a manager's screens name the employee.
import { useState } from 'react';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RequestStatus, ReviewRequest } from '@common/schemas/requests';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useReviewRequests } from '../api/review-requests';
import { AskDialog } from './ask-dialog';

const RECENT = 5;
const STATUS_TONE: Record<RequestStatus, string> = {
  sent: 'bg-muted text-foreground',
  opened: 'bg-primary-soft text-primary',
  tapped: 'bg-primary-soft text-primary',
  credited: 'bg-success-soft text-success',
};

function RequestLine({ request }: { request: ReviewRequest }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 py-2.5">
      <span className="min-w-0 flex-1">
        <span data-user-text className="block truncate text-sm font-medium">
          {request.customerName ?? t('requests.noName')}
        </span>
        <span className="block text-xs text-muted-foreground">
          {formatDateTime(request.createdAt, currentLanguage())}
        </span>
      </span>
      <span
        className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_TONE[request.status]}`}
      >
        {t(`requests.status.${request.status}`)}
      </span>
    </li>
  );
}

export function AskForReview({ employee }: { employee?: { id: string; name: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = useReviewRequests(employee?.id, currentLanguage());
  const funnel = list.data?.funnel;
  const recent = list.data?.items.slice(0, RECENT) ?? [];

  return (
    <section
      aria-labelledby="ask-review-title"
      className="space-y-4 rounded-2xl border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <h2 id="ask-review-title" className="flex items-center gap-2 font-semibold">
            <Send aria-hidden="true" className="size-5 text-primary" />
            {t('requests.cardTitle')}
          </h2>
          <p className="mt-1 text-sm text-pretty text-muted-foreground">{t('requests.cardBody')}</p>
        </div>
        <Button className="shrink-0 self-start" onClick={() => setOpen(true)}>
          {t('requests.ask')}
        </Button>
      </div>
      {funnel && funnel.sent > 0 && (
        <p className="text-sm">
          {t('requests.funnel', {
            sent: funnel.sent,
            opened: funnel.opened,
            tapped: funnel.tapped,
            credited: funnel.credited,
          })}
        </p>
      )}
      {list.isError && <p className="text-sm text-muted-foreground">{t('requests.loadFailed')}</p>}
      {recent.length > 0 && (
        <ul aria-label={t('requests.recent')} className="divide-y border-t">
          {recent.map((request) => (
            <RequestLine key={request.id} request={request} />
          ))}
        </ul>
      )}
      <AskDialog open={open} onClose={() => setOpen(false)} {...(employee ? { employee } : {})} />
    </section>
  );
}
