// The catalogue key of an error (docs/errors.md): the web app words every refusal from it in the
// reader's language, so no English server text reaches a Serbian screen. A thrown AppError names
// its key; a shared schema's refusal carries the name of its text (REFUSAL in common/messages.ts);
// any other refusal is worded by its code.
import type { ErrorCode } from '@common/errors';
import { MESSAGES, isMessageName } from '@common/messages';

const keyOfCode = (code: ErrorCode) =>
  code === 'INTERNAL' ? 'errors.unexpected' : `errors.codes.${code}`;

/** The `error` member of the envelope, for routes that answer a refusal with more beside it. */
export function errorBody(
  code: ErrorCode,
  message: string,
  params?: Record<string, string>,
  key: string = keyOfCode(code),
) {
  return { code, key, message, ...(params ? { params } : {}) };
}

/** A schema issue's message: a catalogue name becomes its English text and its key. */
export function schemaRefusal(message: string | undefined): { message: string; key: string } {
  if (message && isMessageName(message)) {
    return { message: MESSAGES[message], key: `messages.${message}` };
  }
  return { message: message ?? 'Invalid request', key: keyOfCode('VALIDATION_FAILED') };
}
