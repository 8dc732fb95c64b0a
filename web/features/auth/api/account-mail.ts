// The account mails a signed-out visitor asks for: a new confirmation link, or a password reset
// link. Both answer 202 whether or not the address has an account.
import { useMutation } from '@tanstack/react-query';
import type { EmailRequest } from '@common/schemas/account';
import { accountApi } from '@common/api/account';
import { call } from '../../../lib/api-client';

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (body: EmailRequest) => call(accountApi.resendConfirmation, { body }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: EmailRequest) => call(accountApi.forgotPassword, { body }),
  });
}
