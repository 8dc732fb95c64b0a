// The shared request schemas, fetched on demand (see web/lib/use-form-fields.ts). Module-level
// functions, so their identity is stable across renders.
export const loadSignInSchema = async () =>
  (await import('@common/schemas/auth')).signInRequestSchema;

export const loadSignUpSchema = async () =>
  (await import('@common/schemas/auth')).signUpRequestSchema;

export const loadEmployeeSignInSchema = async () =>
  (await import('@common/schemas/auth')).employeeSignInRequestSchema;

/** Loaded with the schemas: whether a pasted link names its business. */
export const loadLinkNamesBusiness = async () =>
  (await import('@common/schemas/auth')).linkNamesBusiness;
