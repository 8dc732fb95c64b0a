import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Full-screen wait state while a page's code or data arrives (SPEC §2 loading texts). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground"
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
