// "About" of the footer's Company column: who the product is for and the promises it keeps.
import { HeartHandshake, Scale, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type PrincipleKey = 'recognition' | 'privacy' | 'honesty';

const PRINCIPLES: ReadonlyArray<{ key: PrincipleKey; icon: LucideIcon }> = [
  { key: 'recognition', icon: HeartHandshake },
  { key: 'privacy', icon: ShieldCheck },
  { key: 'honesty', icon: Scale },
];

export function AboutSection() {
  const { t } = useTranslation();

  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="border-t bg-muted/50 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold text-primary">{t('landing.about.eyebrow')}</p>
          <h2
            id="about-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {t('landing.about.title')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">
            {t('landing.about.body')}
          </p>
        </div>
        <ul className="grid gap-4 self-center">
          {PRINCIPLES.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4 rounded-2xl border bg-card p-5 shadow-sm">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="leading-relaxed text-pretty">
                {t(`landing.about.principles.${key}`)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
