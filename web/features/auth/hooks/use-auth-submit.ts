// The submit path the three sign-in forms share: validate with the shared schema, send, and on
// failure either start the rate-limit countdown (429) or show the server's message.
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { describeError, type ErrorText, type FallbackKey } from '../../../lib/describe-error';
import { useRateLimit } from './use-rate-limit';

interface Mutation<T> {
  mutate(body: T, options: { onError: (error: unknown) => void }): void;
  isPending: boolean;
}

export function useAuthSubmit<T>(
  validate: () => Promise<T | null>,
  mutation: Mutation<T>,
  fallbackKey: FallbackKey,
) {
  const rateLimit = useRateLimit();
  const [serverError, setServerError] = useState<ErrorText | null>(null);
  // The server's code of the last failure: a form may offer a way out (resend the link).
  const [errorCode, setErrorCode] = useState<string | null>(null);

  async function submit() {
    const body = await validate();
    if (!body) return;
    setServerError(null);
    setErrorCode(null);
    mutation.mutate(body, {
      onError: (error) => {
        if (rateLimit.trip(error)) return;
        setServerError(describeError(error, fallbackKey));
        setErrorCode(error instanceof ApiError ? error.code : null);
      },
    });
  }

  return { submit, serverError, errorCode, rateLimit, pending: mutation.isPending };
}
