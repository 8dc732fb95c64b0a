// A validation text of the shared zod schemas (common/messages.ts) as a catalogue key. Forms
// validate in the browser with the same schemas as the server, so their texts are the server's;
// this table loads with those schemas, never with a page's first download.
import { MESSAGES } from '@common/messages';
import type { ErrorText } from './describe-error';

export type MessageKey = keyof typeof MESSAGES;

const KEY_BY_MESSAGE: ReadonlyMap<string, MessageKey> = new Map(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/** The catalogue key of a text of common/messages.ts, or null. */
export function messageKeyOf(text: string): MessageKey | null {
  return KEY_BY_MESSAGE.get(text.trim()) ?? null;
}

/** A validation or status text in the interface language's terms. */
export function describeMessage(text: string): ErrorText {
  const key = messageKeyOf(text);
  return key ? { key: `messages.${key}` } : { text };
}
