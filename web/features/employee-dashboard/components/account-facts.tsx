// Who is signed in, for which business, and until when the session lasts (24 hours from sign-in,
// docs/product-rules.md §4): the employee's account details, shown in "Your account".
import type { ReactNode } from 'react';
import { Building2, Clock, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

interface AccountFactsProps {
  name: string;
  username: string | null;
  businessName: string | null;
  expiresAt: string;
}

export function AccountFacts({ name, username, businessName, expiresAt }: AccountFactsProps) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Fact icon={UserRound} term={t('employeeHome.signedInAs')}>
        {name}
        {username && (
          <span className="block text-sm font-normal text-muted-foreground">{username}</span>
        )}
      </Fact>
      <Fact icon={Building2} term={t('employeeHome.business')}>
        {businessName ?? t('employeeHome.noBusiness')}
      </Fact>
      <Fact icon={Clock} term={t('employeeHome.sessionEnds')}>
        <time dateTime={expiresAt}>{formatDateTime(expiresAt, currentLanguage())}</time>
      </Fact>
    </dl>
  );
}

function Fact({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border bg-card p-5 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
        {term}
      </dt>
      <dd className="mt-2 font-semibold break-words">{children}</dd>
    </div>
  );
}
