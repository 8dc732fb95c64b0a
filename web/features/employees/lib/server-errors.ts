// The employee forms' fields that server refusals belong under (web/lib/field-of-error.ts).
import type { FieldsByMessage } from '../../../lib/field-of-error';

export { fieldOfError } from '../../../lib/field-of-error';

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
