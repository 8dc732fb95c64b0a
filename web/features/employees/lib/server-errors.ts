// Which form field a server refusal belongs under. The server sends the catalogue key of each
// refusal, so 'This employee name already exists' is shown under Name like the client's own
// checks, while anything else is a failure of the whole form.
import type { MessageKey } from '../../../lib/describe-message';
import { errorKeyOf } from '../../../lib/describe-error';

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
  const key = errorKeyOf(error);
  if (!key?.startsWith('messages.')) return null;
  return fields[key.slice('messages.'.length) as MessageKey] ?? null;
}
