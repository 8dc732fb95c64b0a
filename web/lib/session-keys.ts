// The auth family of the query keys (web/lib/query-keys.ts), apart so the sign-in page carries
// only these few bytes of the factory.
export const authKeys = {
  session: ['auth', 'session'],
  status: ['auth', 'status'],
  profile: ['auth', 'profile'],
  businessConnection: ['auth', 'business-connection'],
  signOut: ['auth', 'sign-out'],
} as const;
