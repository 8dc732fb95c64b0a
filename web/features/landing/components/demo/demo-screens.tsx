// Mock-ups of the first half of the tour, showing what the product really makes: the printed QR
// card (call to action, code, name, business, link: server/modules/employees/qr-sheet.ts), the
// public employee page on a phone (server/modules/public/public-page.ts) and Google's review window.
import { QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Initials, Stars } from '../review-bits';

const card = 'rounded-2xl border bg-card p-5 text-card-foreground shadow-xl shadow-primary/10';

export function QrCardMock() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-xs rounded-md border border-dashed bg-white p-5 text-center text-neutral-900 shadow-xl shadow-primary/10">
      <p className="text-sm font-bold">{t('landing.demo.mock.scanHint')}</p>
      <div className="mx-auto mt-3 grid size-36 place-items-center bg-white">
        <QrCode aria-hidden="true" className="size-32" strokeWidth={1.25} />
      </div>
      <p className="mt-3 text-lg font-bold">{t('landing.demo.mock.employee')}</p>
      <p className="text-xs text-neutral-600">{t('landing.demo.mock.business')}</p>
      <p className="mt-3 text-[0.65rem] text-neutral-500">{t('landing.demo.mock.cardUrl')}</p>
    </div>
  );
}

export function PhonePageMock() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-[16rem] rounded-[2.25rem] border-8 border-foreground/85 bg-background p-4 shadow-xl">
      <div aria-hidden="true" className="mx-auto mb-4 h-1.5 w-16 rounded-full bg-muted" />
      <p className="text-center text-lg font-bold">{t('landing.demo.mock.business')}</p>
      <p className="mt-3 text-center text-sm text-balance">{t('landing.demo.mock.thanks')}</p>
      <p className="mt-2 text-center text-xs text-muted-foreground">
        {t('landing.demo.mock.invite')}
      </p>
      <span className="mt-4 flex h-11 items-center justify-center rounded-full bg-primary px-3 text-sm font-semibold text-primary-foreground">
        {t('landing.demo.mock.leaveReview')}
      </span>
      <p className="mt-3 text-center text-xs text-muted-foreground">
        ▸ {t('landing.demo.mock.alreadyReviewed')}
      </p>
    </div>
  );
}

export function GoogleReviewMock() {
  const { t } = useTranslation();
  return (
    <div className={`${card} mx-auto w-full max-w-sm`}>
      <div className="flex items-center gap-2 border-b pb-3">
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-muted text-sm font-bold text-primary"
        >
          G
        </span>
        <span className="text-sm font-medium">{t('landing.demo.mock.business')}</span>
      </div>
      <p className="mt-3 text-sm font-semibold">{t('landing.demo.mock.googleWindow')}</p>
      <div className="mt-3 flex items-center gap-2">
        <Initials
          name={t('landing.demo.mock.author')}
          className="size-8 bg-muted text-foreground"
        />
        <span className="text-sm font-medium">{t('landing.demo.mock.author')}</span>
      </div>
      <div className="mt-3">
        <Stars rating={5} label={t('landing.preview.rating', { rating: 5 })} />
      </div>
      <p lang="sr" className="mt-3 rounded-xl border bg-background p-3 text-sm leading-relaxed">
        {t('landing.demo.mock.reviewText')}
      </p>
      <span className="mt-4 ml-auto flex h-9 w-fit items-center rounded-full bg-primary px-4 text-sm font-semibold text-primary-foreground">
        {t('landing.demo.mock.post')}
      </span>
    </div>
  );
}
