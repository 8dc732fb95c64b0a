// Mock-ups of the first half of the tour, drawn with the same pieces as our real screens: the
// employee's QR card, the public employee page on a phone and Google's review window.
import { QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Initials, Stars } from '../review-bits';

const card = 'rounded-2xl border bg-card p-5 text-card-foreground shadow-xl shadow-primary/10';

export function QrCardMock() {
  const { t } = useTranslation();
  return (
    <div className={`${card} mx-auto w-full max-w-xs text-center`}>
      <p className="text-sm font-semibold text-primary">{t('landing.demo.mock.business')}</p>
      <div className="mx-auto mt-4 grid size-36 place-items-center rounded-xl border-4 border-foreground/80 bg-background">
        <QrCode aria-hidden="true" className="size-28" strokeWidth={1.25} />
      </div>
      <p className="mt-4 text-lg font-semibold">{t('landing.demo.mock.employee')}</p>
      <p className="text-sm text-muted-foreground">{t('landing.demo.mock.role')}</p>
      <p className="mt-3 text-sm font-medium">{t('landing.demo.mock.scanHint')}</p>
    </div>
  );
}

export function PhonePageMock() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-[16rem] rounded-[2.25rem] border-8 border-foreground/85 bg-background p-4 shadow-xl">
      <div aria-hidden="true" className="mx-auto mb-4 h-1.5 w-16 rounded-full bg-muted" />
      <p className="text-center text-sm font-semibold">{t('landing.demo.mock.business')}</p>
      <div className="mt-4 flex flex-col items-center text-center">
        <Initials name={t('landing.demo.mock.employee')} className="size-14 text-lg" />
        <p className="mt-3 font-semibold text-balance">{t('landing.demo.mock.thanks')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('landing.demo.mock.servedBy')}</p>
      </div>
      <span className="mt-5 flex h-11 items-center justify-center rounded-full bg-primary px-3 text-sm font-semibold text-primary-foreground">
        {t('landing.demo.mock.leaveReview')}
      </span>
      <p className="mt-3 text-center text-xs text-muted-foreground">
        {t('landing.demo.mock.noRating')}
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
