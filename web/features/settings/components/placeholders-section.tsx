// The two placeholders SPEC §2 allows: QR code management and review link management are coming
// soon. Muted cards with no controls, so nothing pretends to work.
import { useTranslation } from 'react-i18next';

function ComingSoonCard({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-dashed bg-muted/40 p-5 text-muted-foreground">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold text-foreground/80">{title}</h2>
        <span className="rounded-full border px-2 py-0.5 text-xs font-medium">
          {t('settings.placeholders.comingSoon')}
        </span>
      </div>
      <p className="mt-1.5 text-sm text-pretty">{description}</p>
    </section>
  );
}

export function PlaceholdersSection() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ComingSoonCard
        title={t('settings.placeholders.qr')}
        description={t('settings.placeholders.qrDescription')}
      />
      <ComingSoonCard
        title={t('settings.placeholders.links')}
        description={t('settings.placeholders.linksDescription')}
      />
    </div>
  );
}
