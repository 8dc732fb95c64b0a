// The catalogue key of an error (docs/errors.md): the web app words every refusal from it in the
// reader's language, so no English server text reaches a Serbian screen. A text of
// common/messages.ts has its own key; any other refusal is worded by its code.
import type { ErrorCode } from '@common/errors';
import { MESSAGES } from '@common/messages';

const KEY_BY_TEXT: ReadonlyMap<string, string> = new Map(
  Object.entries(MESSAGES).map(([name, text]) => [text, `messages.${name}`]),
);

/** The key of a text of common/messages.ts, or undefined for any other text. */
const messageKeyOf = (text: string): string | undefined => KEY_BY_TEXT.get(text.trim());

function errorKeyOf(code: ErrorCode, message: string): string {
  if (code === 'INTERNAL') return 'errors.unexpected';
  return messageKeyOf(message) ?? `errors.codes.${code}`;
}

/**
 * The `error` member of the envelope, for routes that answer a refusal with more beside it. A
 * thrown AppError names its key; only the framework's own refusals (a schema's validation text)
 * are looked up by their words.
 */
export function errorBody(
  code: ErrorCode,
  message: string,
  params?: Record<string, string>,
  key: string = errorKeyOf(code, message),
) {
  return { code, key, message, ...(params ? { params } : {}) };
}
