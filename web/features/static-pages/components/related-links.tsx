import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';

type Related = 'privacy' | 'privacyPolicy' | 'terms' | 'refund' | 'faq';

const TARGETS: Record<
  Related,
  { to: string; label: 'glanceLink' | 'fullPolicyLink' | 'termsLink' | 'refundLink' | 'faqLink' }
> = {
  privacy: { to: paths.privacy, label: 'glanceLink' },
  privacyPolicy: { to: paths.privacyPolicy, label: 'fullPolicyLink' },
  terms: { to: paths.terms, label: 'termsLink' },
  refund: { to: paths.refundPolicy, label: 'refundLink' },
  faq: { to: paths.faq, label: 'faqLink' },
};

/** Links from one information page to the others it refers to. */
export function RelatedLinks({ pages }: { pages: readonly Related[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('static.common.pagesLabel')}>
      <ul className="flex flex-wrap gap-3">
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={TARGETS[page].to}
              className="inline-flex h-10 items-center rounded-full border bg-card px-4 text-sm font-semibold transition-colors hover:bg-muted"
            >
              {t(`static.common.${TARGETS[page].label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
