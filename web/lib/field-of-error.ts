// Which form field a server refusal belongs under, by the catalogue key the server sends with it
// (docs/errors.md), never by its English words: 'This employee name already exists' shows under
// Name like the client's own checks, anything else is a failure of the whole form.
import type { MessageKey } from './describe-message';
import { errorKeyOf } from './describe-error';

export type FieldsByMessage<F extends string> = Partial<Record<MessageKey, F>>;

/** The field `error` is about, or null when it concerns the whole form. */
export function fieldOfError<F extends string>(
  error: unknown,
  fields: FieldsByMessage<F>,
): F | null {
  const key = errorKeyOf(error);
  if (!key?.startsWith('messages.')) return null;
  return fields[key.slice('messages.'.length) as MessageKey] ?? null;
}
