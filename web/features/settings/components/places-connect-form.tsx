// "Connect with Places API key": a Place ID and an API key. The key is write-only: after saving,
// the field is emptied and the page only says that a key is stored.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { LinkPlaceStatus } from './link-place-status';
import { useToast } from '../../../components/ui/toast';
import { useConnectPlaces } from '../api/connect-places';
import { describeError } from '../../../lib/describe-error';
import type { GoogleStatus } from '../lib/google-integration';
import { useErrorText } from '../../../lib/use-error-text';

export function PlacesConnectForm({
  status,
  onConnected,
}: {
  status: GoogleStatus;
  /** Starts the first import (google-integration-section.tsx). */
  onConnected: () => void;
}) {
  const { t } = useTranslation();
  const show = useErrorText();
  const toast = useToast();
  const id = useId();
  const connect = useConnectPlaces();
  const [placeId, setPlaceId] = useState(status.placeId ?? '');
  // A pasted Google link is checked with Google once it is pasted, not on every key.
  const [pasted, setPasted] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [missing, setMissing] = useState<{ placeId?: boolean; apiKey?: boolean }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    if (connect.isPending) return;
    const input = { placeId: placeId.trim(), apiKey: apiKey.trim() };
    const next = { placeId: !input.placeId, apiKey: !input.apiKey };
    setMissing(next);
    if (next.placeId || next.apiKey) return;
    connect.mutate(input, {
      onSuccess: () => {
        setApiKey('');
        toast({ tone: 'success', message: t('settings.google.connect.connected') });
        onConnected();
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h4 id={`${id}-title`} className="font-semibold">
          {t('settings.google.connect.title')}
        </h4>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">
          {t('settings.google.connect.description')}
        </p>
      </div>
      <TextField
        id={`${id}-place`}
        label={t('settings.google.connect.placeId')}
        hint={t('settings.google.connect.placeIdHint')}
        value={placeId}
        onValueChange={setPlaceId}
        error={missing.placeId ? t('settings.google.connect.placeIdRequired') : undefined}
        autoComplete="off"
        spellCheck={false}
        onBlur={(event) => setPasted(event.target.value)}
        onPaste={(event) => setPasted(event.clipboardData.getData('text'))}
      />
      {pasted.trim() !== '' && pasted.trim() === placeId.trim() && <LinkPlaceStatus url={pasted} />}
      <TextField
        id={`${id}-key`}
        label={t('settings.google.connect.apiKey')}
        hint={
          status.hasApiKey
            ? t('settings.google.connect.apiKeyStoredHint')
            : t('settings.google.connect.apiKeyHint')
        }
        type="password"
        value={apiKey}
        onValueChange={setApiKey}
        error={missing.apiKey ? t('settings.google.connect.apiKeyRequired') : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <Alert>
        {connect.error
          ? show(describeError(connect.error, 'settings.google.errors.connectFailed'))
          : null}
      </Alert>
      <Button type="submit" pending={connect.isPending}>
        {t('settings.google.connect.submit')}
      </Button>
    </form>
  );
}
