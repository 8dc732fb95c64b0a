// Review requests (docs/review-requests.md): POST and GET /api/review-requests. The list is the
// sender's last 30 days (an employee's own), refreshed after each new request.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@common/constants';
import type { CreateReviewRequest } from '@common/schemas/requests';
import { requestsApi } from '@common/api/requests';
import { call } from '../../../lib/api-client';

const REQUESTS_KEY = ['review-requests'] as const;

export function useReviewRequests(employeeId: string | undefined, lang: Language) {
  return useQuery({
    queryKey: [...REQUESTS_KEY, employeeId ?? 'mine', lang],
    queryFn: ({ signal }) =>
      call(requestsApi.list, { query: { ...(employeeId ? { employeeId } : {}), lang }, signal }),
  });
}

export function useCreateReviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewRequest) => call(requestsApi.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
