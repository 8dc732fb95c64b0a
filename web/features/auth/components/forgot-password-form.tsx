// "Forgot password?": the address to send the reset link to. The answer is the same whether or
// not the address has an account, so the page never tells who has one.
import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@common/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { describeError, type ErrorText } from '../../../lib/describe-error';
import { describeMessage } from '../../../lib/describe-message';
import { useErrorText } from '../../../lib/use-error-text';
import { useForgotPassword } from '../api/account-mail';

export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation();
  const show = useErrorText();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<ErrorText | null>(null);
  const [error, setError] = useState<ErrorText | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(describeMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setFieldError(null);
    setError(null);
    forgot.mutate(
      { email: parsed.data, locale: i18n.language === 'sr' ? 'sr' : 'en' },
      {
        // A 429 (five requests a minute from one address) says so in words, like any refusal.
        onError: (failure) => setError(describeError(failure, 'account.errors.resetFailed')),
      },
    );
  };

  if (forgot.isSuccess)
    return (
      <div role="status" className="rounded-2xl border border-primary/30 bg-primary/5 p-4">
        <p className="flex items-start gap-2 text-sm">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t('account.forgot.sent')}
        </p>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField
        id="forgot-email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={email}
        onValueChange={setEmail}
        error={show(fieldError)}
      />
      <Alert>{show(error)}</Alert>
      <Button type="submit" size="lg" className="w-full" pending={forgot.isPending}>
        {t('account.forgot.submit')}
      </Button>
    </form>
  );
}
