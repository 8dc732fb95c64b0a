import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { BrandMark } from '../../../components/brand-mark';
import { LanguageToggle } from '../../../components/language-toggle';
import { ThemeToggle } from '../../../components/theme-toggle';

/** The page around every "you may not open this" screen. */
export function AccessScreenFrame({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{title}</title>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <BrandMark />
        <div className="flex items-center gap-1">
          <LanguageToggle compact />
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col justify-center px-4 pb-16">
        <div className="rounded-3xl border bg-card p-6 text-center shadow-sm sm:p-8">
          <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-destructive-soft text-destructive">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-balance">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
