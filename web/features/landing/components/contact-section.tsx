// The closing call to action: start a trial, or email sales (a prepared mailto in the visitor's
// language; there is no form, so nothing can pretend to have been sent).
import { ArrowRight, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SALES_EMAIL, salesMailto } from '../lib/contact-sales';
import { signUpHref } from '../lib/landing-links';

export function ContactSection() {
  const { t } = useTranslation();
  const mailto = salesMailto(t('landing.contact.mailSubject'), t('landing.contact.mailBody'));

  return (
    <section id="contact" aria-labelledby="contact-title" className="border-t py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <p className="text-sm font-semibold text-primary">{t('landing.contact.eyebrow')}</p>
        <h2
          id="contact-title"
          className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {t('landing.contact.title')}
        </h2>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">
          {t('landing.contact.body')}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={signUpHref}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-primary px-6 font-semibold text-primary-foreground shadow-sm transition hover:opacity-90"
          >
            {t('landing.hero.startTrial')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <a
            href={mailto}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-full border bg-card px-6 font-semibold transition hover:bg-muted"
          >
            <Mail aria-hidden="true" className="size-4" />
            {t('landing.contact.contactSales')}
          </a>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">
          {t('landing.contact.writeTo')}{' '}
          <a
            href={mailto}
            className="font-semibold break-all text-primary underline-offset-4 hover:underline"
          >
            {SALES_EMAIL}
          </a>
        </p>
      </div>
    </section>
  );
}
