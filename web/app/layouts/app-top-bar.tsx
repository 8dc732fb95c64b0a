// The top bar of the signed-in areas: whose workspace this is (title and subtitle), then
// the area's own actions (the notification bell), language, theme and sign-out, sized to fit a
// 360 px phone.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Star, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@common/constants';
import { LanguageToggle } from '../../components/language-toggle';
import { OfflineBanner } from '../../components/offline-banner';
import { ThemeToggle } from '../../components/theme-toggle';
import { SignOutButton } from '../../features/auth/components/sign-out-button';

export function AppTopBar({
  homePath,
  title,
  subtitle,
  badge,
  nav,
  actions,
  switcher,
}: {
  homePath: string;
  title: string;
  subtitle: string;
  /** Shown after the subtitle and never cut off (the subtitle is, on narrow screens). */
  badge?: string;
  nav?: ReactNode;
  /** Icon-sized controls placed before the language and theme toggles. */
  actions?: ReactNode;
  /** A row under the title for what the whole area shows (the location switcher). */
  switcher?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to={homePath}
          aria-label={PRODUCT_NAME}
          className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm"
        >
          <Star aria-hidden="true" className="size-4 fill-current" />
        </Link>
        <div className="min-w-0 flex-1">
          {/* Two short lines on a phone rather than a name cut to a few letters. */}
          <p className="line-clamp-2 text-[13px] leading-tight font-semibold sm:line-clamp-1 sm:text-base">
            {title}
          </p>
          <p className="flex min-w-0 gap-1 text-xs text-muted-foreground">
            {/* The separator goes with the subtitle: cut to nothing on a narrow phone (Serbian
                adds the script button), it leaves the badge alone rather than "· Manager". */}
            <span className="truncate">
              {subtitle}
              {badge && ' ·'}
            </span>
            {badge && <span className="shrink-0">{badge}</span>}
          </p>
        </div>
        <div className="flex shrink-0 items-center">
          {actions}
          <Link
            to={`${homePath}/profile`}
            aria-label={t('profile.link')}
            title={t('profile.link')}
            // On phones the title needs the room: the section tabs carry "Your account" there.
            className="hidden size-10 place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground sm:grid"
          >
            <UserRound aria-hidden="true" className="size-5" />
          </Link>
          <LanguageToggle compact />
          <ThemeToggle />
          <SignOutButton />
        </div>
      </div>
      {switcher}
      {nav}
      <OfflineBanner />
    </header>
  );
}
