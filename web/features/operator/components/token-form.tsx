// The operator token form: a password-type field and Show status.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

export function TokenForm({
  error,
  pending,
  onSubmit,
}: {
  error: string | undefined;
  pending: boolean;
  onSubmit: (token: string) => void;
}) {
  const { t } = useTranslation();
  const [token, setToken] = useState('');
  const [empty, setEmpty] = useState(false);

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!token.trim()) return setEmpty(true);
        onSubmit(token.trim());
      }}
    >
      <TextField
        id="operator-token"
        label={t('operator.token')}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={token}
        onValueChange={(value) => {
          setToken(value);
          setEmpty(false);
        }}
        hint={t('operator.tokenHint')}
        error={empty ? t('operator.tokenRequired') : undefined}
      />
      <Alert>{error}</Alert>
      <Button type="submit" size="lg" className="w-full" pending={pending}>
        {t('operator.show')}
      </Button>
    </form>
  );
}
