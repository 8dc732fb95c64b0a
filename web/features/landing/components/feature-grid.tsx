// The five marketing themes of docs/product-rules.md §1, in that order.
import { Activity, QrCode, Store, Trophy, UserCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type FeatureKey = 'qrCodes' | 'analytics' | 'attribution' | 'leaderboards' | 'googleProfile';

// On wide screens the first two cards take half a row each and the other three a third, so five
// cards fill two rows without an orphan.
const FEATURES: ReadonlyArray<{ key: FeatureKey; icon: LucideIcon; span: string }> = [
  { key: 'qrCodes', icon: QrCode, span: 'lg:col-span-3' },
  { key: 'analytics', icon: Activity, span: 'lg:col-span-3' },
  { key: 'attribution', icon: UserCheck, span: 'lg:col-span-2' },
  { key: 'leaderboards', icon: Trophy, span: 'lg:col-span-2' },
  { key: 'googleProfile', icon: Store, span: 'sm:col-span-2 lg:col-span-2' },
];

export function FeatureGrid() {
  const { t } = useTranslation();

  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="border-t bg-muted/50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-primary">{t('landing.features.eyebrow')}</p>
          <h2
            id="features-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {t('landing.features.title')}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            {t('landing.features.subtitle')}
          </p>
        </div>

        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
          {FEATURES.map(({ key, icon: Icon, span }) => (
            <li
              key={key}
              className={`rounded-2xl border bg-card p-6 text-card-foreground shadow-sm ${span}`}
            >
              <span className="grid size-11 place-items-center rounded-xl bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{t(`landing.features.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-pretty text-muted-foreground">
                {t(`landing.features.${key}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
