// The submit path the three sign-in forms share: validate with the shared schema, send, and on
// failure either start the rate-limit countdown (429) or show the server's message.
import { useState } from 'react';
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

  async function submit() {
    const body = await validate();
    if (!body) return;
    setServerError(null);
    mutation.mutate(body, {
      onError: (error) => {
        if (!rateLimit.trip(error)) setServerError(describeError(error, fallbackKey));
      },
    });
  }

  return { submit, serverError, rateLimit, pending: mutation.isPending };
}
