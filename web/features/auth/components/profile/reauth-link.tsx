// Shown when a change needs a fresh Google sign-in (REAUTH_REQUIRED): Google's round trip comes
// back to the profile. Not the sign-in page's Google button: sharing that module would split it
// out of the sign-in page's chunk and make the first download larger.
import { useTranslation } from 'react-i18next';
import { googleSignInApi } from '@common/api/google-sign-in';
import { paths } from '@common/paths';
import { hrefOf } from '../../../../lib/api-client';
import { buttonClass } from '../../../../components/ui/button';

export function ReauthLink() {
  const { t } = useTranslation();
  return (
    <a
      href={hrefOf(googleSignInApi.googleStart, { query: { returnTo: paths.profile } })}
      className={buttonClass('secondary')}
    >
      {t('auth.google.continue')}
    </a>
  );
}
