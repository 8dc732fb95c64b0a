// How a profile form reports a failed request: what the server refused (a wrong current password,
// a taken address) shows beside the form; an unexpected failure (no connection, a server error)
// goes to the central error handler (docs/accounts.md): a toast 'An error occurred' with Retry.
import { useState } from 'react';
import { useErrorHandler } from '../../../../components/use-error-handler';
import { ApiError } from '../../../../lib/api-client';
import { describeError, type ErrorText, type FallbackKey } from '../../../../lib/describe-error';

const isUnexpected = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

export function useFormFailure(fallback: FallbackKey) {
  const handleError = useErrorHandler();
  const [error, setError] = useState<ErrorText | null>(null);
  const [code, setCode] = useState<string | null>(null);
  return {
    error,
    /** The refusal's code (REAUTH_REQUIRED asks for a fresh Google sign-in). */
    code,
    clear: () => {
      setError(null);
      setCode(null);
    },
    fail: (failure: unknown, retry: () => void) => {
      if (isUnexpected(failure)) {
        setError(null);
        setCode(null);
        handleError(failure, { retry });
      } else {
        setError(describeError(failure, fallback));
        setCode(failure instanceof ApiError ? failure.code : null);
      }
    },
  };
}
