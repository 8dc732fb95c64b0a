import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AttributionPreview } from './attribution-preview';
import { HeroActions } from './hero-actions';

export function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-primary-soft via-primary-soft/40 to-transparent"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-card/70 px-3 py-1 text-sm font-medium text-primary shadow-sm">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
            {t('landing.hero.subtitle')}
          </p>
          <HeroActions signedIn={signedIn} />
        </div>
        <AttributionPreview />
      </div>
    </section>
  );
}
