// Which form field a server refusal belongs under. The server answers with the SPEC's texts
// (common/messages.ts), so 'This employee name already exists' is shown under Name like the
// client's own checks, while anything else is a failure of the whole form.
import { messageKeyOf, type MessageKey } from '../../../lib/describe-error';

export type FieldsByMessage<F extends string> = Partial<Record<MessageKey, F>>;

export const EMPLOYEE_FIELD_MESSAGES: FieldsByMessage<'name'> = {
  employeeNameRequired: 'name',
  employeeNameTooShort: 'name',
  employeeNameTaken: 'name',
};

export const CREDENTIAL_FIELD_MESSAGES: FieldsByMessage<'username' | 'password'> = {
  usernameRequired: 'username',
  usernameInvalid: 'username',
  usernameTaken: 'username',
  passwordTooShort: 'password',
};

/** The field `error` is about, or null when it concerns the whole form. */
export function fieldOfError<F extends string>(
  error: unknown,
  fields: FieldsByMessage<F>,
): F | null {
  if (!(error instanceof Error)) return null;
  const key = messageKeyOf(error.message);
  return key ? (fields[key] ?? null) : null;
}
