// CheckEmailNotice appears only after a submit, so its code (and the resend mutation) is fetched
// then, off the sign-in page's first download (scripts/check-bundle.ts).
import { lazy, Suspense, type ComponentProps } from 'react';
import { loadCatalogue } from '../../../lib/i18n';

// Its texts live in the signed-in areas' catalogue part, also off the first download.
const Notice = lazy(async () => {
  const [module] = await Promise.all([import('./check-email-notice'), loadCatalogue('dashboard')]);
  return { default: module.CheckEmailNotice };
});

export function CheckEmailNotice(props: ComponentProps<typeof Notice>) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
