import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uuidSchema } from '@common/schemas/common';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useConnectBusiness } from '../../api/connect-business';
import { useErrorText } from '../../../../lib/use-error-text';
import { describeError } from '../../../../lib/describe-error';

/** Joins an existing business by its ID (docs/product-rules.md §7: connect-business with business_id). */
export function ConnectExistingForm() {
  const { t } = useTranslation();
  const show = useErrorText();
  const connect = useConnectBusiness();
  const [businessId, setBusinessId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const valid = uuidSchema.safeParse(businessId.trim()).success;
  const fieldError = submitted && !valid ? t('businessSetup.existing.invalidId') : undefined;

  return (
    <form
      noValidate
      aria-labelledby="connect-existing-title"
      className="flex flex-col rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!valid) {
          document.getElementById('connect-existing-id')?.focus();
          return;
        }
        if (connect.isPending) return;
        connect.mutate({ business_id: businessId.trim() });
      }}
    >
      <h2 id="connect-existing-title" className="text-lg font-semibold">
        {t('businessSetup.existing.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('businessSetup.existing.body')}</p>
      <TextField
        className="mt-5"
        id="connect-existing-id"
        label={t('businessSetup.businessId')}
        spellCheck={false}
        autoCapitalize="none"
        autoComplete="off"
        placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
        value={businessId}
        onValueChange={setBusinessId}
        error={fieldError}
      />
      <Alert className="mt-4">
        {connect.isError
          ? show(describeError(connect.error, 'businessSetup.errors.connectFailed'))
          : undefined}
      </Alert>
      <Button
        type="submit"
        variant="secondary"
        className="mt-5 self-start"
        pending={connect.isPending}
      >
        {t('businessSetup.existing.submit')}
      </Button>
    </form>
  );
}
