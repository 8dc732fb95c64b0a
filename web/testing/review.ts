// A review as GET /api/reviews answers it, for component tests: an unmatched five-star review,
// with what a test is about given as overrides.
import type { Review } from '@common/schemas/reviews';

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: '2d3e4f50-6172-4c8d-8e9f-1a2b3c4d5e6f',
    externalId: 'g-1',
    authorName: 'Ana Kovač',
    isAnonymous: false,
    rating: 5,
    text: null,
    originalText: null,
    language: 'sr',
    publishedAt: '2026-11-20T10:00:00.000Z',
    replyText: null,
    locationId: '3e4f5061-7283-4d9e-9fa0-2b3c4d5e6f70',
    employeeId: null,
    employeeName: null,
    employeeAddressAs: null,
    matchType: 'unmatched',
    matchConfidence: null,
    matchEvidence: { kind: 'unmatched' },
    candidates: [],
    ...overrides,
  };
}
