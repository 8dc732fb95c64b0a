import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type LoaderText = 'common.loading' | 'common.loadingDashboard' | 'common.checkingBusiness';

/** Wait state while a page's code or data arrives (docs/product-rules.md §2 loading texts). */
export function PageLoader({
  text = 'common.loading',
  fullScreen = true,
}: {
  text?: LoaderText;
  fullScreen?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-3 text-muted-foreground ${
        fullScreen ? 'min-h-dvh' : 'py-16'
      }`}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span>{t(text)}</span>
    </div>
  );
}
