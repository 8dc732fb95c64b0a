// POST /api/notifications/unsubscribe: the mail link's page stops the mails it names, signed out.
import { useMutation } from '@tanstack/react-query';
import { alertsApi } from '@common/api/alerts';
import { call } from '../../../lib/api-client';

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (body: { token: string; what: 'alerts' | 'digest' }) =>
      call(alertsApi.unsubscribe, { body }),
  });
}
