// The visitor funnel of docs/http-api.md in three steps: touch, clickout, attributed review.
import {
  BadgeCheck,
  MousePointerClick,
  ScanLine,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

type StepKey = 'scan' | 'tapThrough' | 'attributed';

const STEPS: ReadonlyArray<{ key: StepKey; icon: LucideIcon }> = [
  { key: 'scan', icon: ScanLine },
  { key: 'tapThrough', icon: MousePointerClick },
  { key: 'attributed', icon: BadgeCheck },
];

export function HowItWorks() {
  const { t } = useTranslation();

  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="border-t py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">{t('landing.howItWorks.eyebrow')}</p>
          <h2
            id="how-it-works-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {t('landing.howItWorks.title')}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            {t('landing.howItWorks.subtitle')}
          </p>
        </div>

        <ol className="mt-12 grid gap-4 md:grid-cols-3 md:gap-6">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid size-12 place-items-center rounded-full bg-primary text-primary-foreground shadow-md shadow-primary/20">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">
                  {t('landing.howItWorks.step', { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">{t(`landing.howItWorks.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-pretty text-muted-foreground">
                {t(`landing.howItWorks.${key}.body`)}
              </p>
            </li>
          ))}
        </ol>

        <p className="mx-auto mt-10 flex max-w-3xl items-start gap-3 rounded-2xl border bg-primary-soft/50 p-5 text-sm leading-relaxed text-pretty">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{t('landing.howItWorks.policyNote')}</span>
        </p>
      </div>
    </section>
  );
}
