// A refusal of the shared zod schemas as a catalogue key. Forms validate in the browser with the
// same schemas as the server, whose issues carry the name of a text of common/messages.ts
// (REFUSAL), so the key comes from that name, never from English words. A stored server status
// that predates keys (a Google connection's message) is still recognised by its text.
import { MESSAGES, isMessageName, type MessageName } from '@common/messages';
import type { ErrorText } from './describe-error';

export type MessageKey = MessageName;

const NAME_BY_TEXT: ReadonlyMap<string, MessageName> = new Map(
  Object.entries(MESSAGES).map(([name, text]) => [text, name as MessageName]),
);

/** A schema issue's message, or a stored server text, in the interface language's terms. */
export function describeMessage(message: string): ErrorText {
  const trimmed = message.trim();
  const name = isMessageName(trimmed) ? trimmed : NAME_BY_TEXT.get(trimmed);
  return name ? { key: `messages.${name}` } : { text: message };
}
