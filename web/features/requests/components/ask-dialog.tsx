// "Ask for a review": the customer's first name (optional), the message's language, then the
// request's own link sent from the sender's phone: the share sheet, a copy, or a QR code on the
// screen for the customer to scan (docs/review-requests.md).
import { useId, useState } from 'react';
import { Check, Copy, QrCode, Send, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@common/constants';
import { CUSTOMER_NAME_MAX_LENGTH, type ReviewRequest } from '@common/schemas/requests';
import { requestsApi } from '@common/api/requests';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { hrefOf } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { currentLanguage, LANGUAGE_ENDONYMS } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreateReviewRequest } from '../api/review-requests';
import { canShare, copyText, shareText, type ShareOutcome } from '../lib/share';

interface AskDialogProps {
  open: boolean;
  onClose: () => void;
  /** Whom the request is from when a manager asks for someone; an employee always themself. */
  employee?: { id: string; name: string };
}

export function AskDialog({ open, onClose, employee }: AskDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const show = useErrorText();
  const create = useCreateReviewRequest();
  const [customerName, setCustomerName] = useState('');
  const [email, setEmail] = useState('');
  const [lang, setLang] = useState<Language>(currentLanguage());
  const [made, setMade] = useState<ReviewRequest | null>(null);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [showQr, setShowQr] = useState(false);

  const close = () => {
    onClose();
    setMade(null);
    setCustomerName('');
    setEmail('');
    setOutcome(null);
    setShowQr(false);
    create.reset();
  };
  const make = () =>
    create.mutate(
      {
        ...(employee ? { employeeId: employee.id } : {}),
        ...(customerName.trim() ? { customerName: customerName.trim() } : {}),
        ...(email.trim() ? { email: email.trim() } : {}),
        lang,
      },
      { onSuccess: (request) => setMade(request) },
    );
  const failure = create.error ? show(describeError(create.error, 'requests.failed')) : undefined;

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={create.isPending}
      title={employee ? t('requests.titleFor', { name: employee.name }) : t('requests.title')}
      description={
        employee ? t('requests.descriptionFor', { name: employee.name }) : t('requests.description')
      }
    >
      {made ? (
        <div className="space-y-4">
          {made.mailed && (
            <p role="status" className="text-sm font-medium text-success">
              {t('requests.mailed')}
            </p>
          )}
          <p
            data-user-text
            className="rounded-xl bg-muted px-3.5 py-3 text-sm whitespace-pre-line break-words"
          >
            {made.message}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {canShare() && (
              <Button onClick={() => void shareText(made.message).then(setOutcome)}>
                <Share2 aria-hidden="true" className="size-4" />
                {t('requests.share')}
              </Button>
            )}
            <Button
              variant={canShare() ? 'secondary' : 'primary'}
              onClick={() => void copyText(made.message).then(setOutcome)}
            >
              {outcome === 'copied' ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {t('requests.copy')}
            </Button>
            <Button variant="secondary" onClick={() => setShowQr((shown) => !shown)}>
              <QrCode aria-hidden="true" className="size-4" />
              {showQr ? t('requests.hideQr') : t('requests.showQr')}
            </Button>
          </div>
          {showQr && (
            <figure className="flex flex-col items-center gap-2">
              <img
                src={hrefOf(requestsApi.qr, { params: { id: made.id } })}
                alt={t('requests.qrAlt')}
                width={224}
                height={224}
                className="size-56 rounded-xl border bg-white p-2"
              />
              <figcaption className="text-center text-sm text-muted-foreground">
                {t('requests.qrHint')}
              </figcaption>
            </figure>
          )}
          <p role="status" className="text-sm text-muted-foreground">
            {outcome && outcome !== 'dismissed' && t(`requests.outcome.${outcome}`)}
          </p>
          <div className="flex justify-end">
            <Button variant="ghost" onClick={close}>
              {t('requests.done')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            make();
          }}
        >
          <TextField
            id={`${id}-customer`}
            data-autofocus
            label={t('requests.customerName')}
            hint={t('requests.customerNameHint')}
            value={customerName}
            maxLength={CUSTOMER_NAME_MAX_LENGTH}
            autoComplete="off"
            onValueChange={setCustomerName}
          />
          <TextField
            id={`${id}-email`}
            type="email"
            label={t('requests.email')}
            hint={t('requests.emailHint')}
            value={email}
            autoComplete="off"
            onValueChange={setEmail}
          />
          <div>
            <label htmlFor={`${id}-lang`} className="block text-sm font-medium">
              {t('requests.language')}
            </label>
            <select
              id={`${id}-lang`}
              value={lang}
              onChange={(event) => setLang(event.target.value as Language)}
              className="mt-1.5 block h-11 w-full rounded-xl border bg-background px-3 text-base shadow-xs"
            >
              {LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {LANGUAGE_ENDONYMS[value]}
                </option>
              ))}
            </select>
          </div>
          {failure && <Alert>{failure}</Alert>}
          <p className="text-sm text-pretty text-muted-foreground">{t('requests.rules')}</p>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={close} disabled={create.isPending}>
              {t('requests.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              <Send aria-hidden="true" className="size-4" />
              {t('requests.make')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
