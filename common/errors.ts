// Stable error codes of the HTTP error envelope (docs/http-api.md). The web app maps codes to translated
// messages; the server maps each code to one status.

export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  /** A character the database cannot store (NUL) in a body, query, parameter or header. */
  INVALID_CHARACTER: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  /** A password account whose address is not confirmed yet (docs/accounts.md). */
  EMAIL_NOT_CONFIRMED: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  EMPLOYEE_NOT_FOUND: 404,
  CONFLICT: 409,
  /** It existed but can no longer be used (an expired or accepted invitation). */
  GONE: 410,
  /** A mailed link (confirm, reset) that does not exist, was used, or expired. */
  LINK_INVALID: 400,
  LINK_EXPIRED: 410,
  CURRENT_PASSWORD_WRONG: 400,
  /** Setting a password or an address without one needs a Google sign-in of the last minutes. */
  REAUTH_REQUIRED: 403,
  EMAIL_TAKEN: 409,
  /** The setup guide is hidden only once every step is done. */
  SETUP_INCOMPLETE: 409,
  EMPLOYEE_NAME_TAKEN: 409,
  LOCATION_NAME_TAKEN: 409,
  /** The name folds to an existing employee's ("milica jovanovic"): `params.name` is theirs. */
  EMPLOYEE_NAME_SIMILAR: 409,
  USERNAME_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** Google (or another upstream) refused or failed a call made on the caller's behalf. */
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code];
}
