// Google sign-in is a plain navigation: the server runs the OAuth round trip and lands the
// browser on /dashboard (or the remembered page), or on /auth?error=google when it fails.
import { useTranslation } from 'react-i18next';
import { googleSignInApi } from '@common/api/google-sign-in';
import { hrefOf } from '../../../lib/api-client';
import { buttonClass } from '../../../components/ui/button';

function googleSignInHref(returnTo: string | null): string {
  return hrefOf(googleSignInApi.googleStart, { query: { returnTo: returnTo ?? undefined } });
}

export function GoogleSignInLink({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  return (
    <a href={googleSignInHref(returnTo)} className={buttonClass('secondary', 'lg', 'w-full')}>
      {/* A file rather than inline SVG: it keeps the sign-in page's script smaller. */}
      <img src="/google-logo.svg" alt="" width={20} height={20} className="size-5" />
      {t('auth.google.continue')}
    </a>
  );
}
