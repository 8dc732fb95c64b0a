// Arrival from the Business Profile OAuth round trip (?google={result}): says how it went, or
// opens the location picker, then drops the parameter (replacing the history entry) so a reload
// or the back button does not say it again.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { oauthReturnAction, readOauthResult, withoutOauthResult } from '../lib/google-oauth-return';

export function useOauthReturn(onChooseLocation: () => void, onConnected: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { search, hash, key } = useLocation();
  // Development's double effect run must not toast twice for the same arrival.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const result = readOauthResult(params);
    if (!result || handled.current === key) return;
    handled.current = key;
    const action = oauthReturnAction(result);
    if (action.kind === 'toast') toast({ tone: action.tone, message: t(action.key) });
    else onChooseLocation();
    if (result === 'connected') onConnected();
    void navigate({ search: withoutOauthResult(params), hash }, { replace: true });
  }, [search, hash, key, navigate, onChooseLocation, onConnected, t, toast]);
}
