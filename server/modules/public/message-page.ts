// The friendly pages of the public routes: not found, too many confirmations, too many requests,
// try again later.
// A customer holding a phone should never see a JSON error.
import type { Language } from '@common/constants';
import { markup } from '../../lib/html';
import { renderDocument } from './page-layout';
import { TEXTS, type PublicTexts } from './public-texts';

export type MessageKind = 'notFound' | 'tooMany' | 'slowDown' | 'unavailable' | 'error';

const KEYS: Record<MessageKind, [keyof PublicTexts, keyof PublicTexts]> = {
  notFound: ['notFoundTitle', 'notFoundText'],
  tooMany: ['tooManyTitle', 'tooManyText'],
  slowDown: ['slowDownTitle', 'slowDownText'],
  unavailable: ['unavailableTitle', 'unavailableText'],
  error: ['errorTitle', 'errorText'],
};

export function renderMessagePage(kind: MessageKind, lang: Language, switchPath?: string): string {
  const [titleKey, textKey] = KEYS[kind];
  const title = String(TEXTS[lang][titleKey]);
  return renderDocument({
    lang,
    title,
    body: markup`<div class="card">
<h1>${title}</h1>
<p class="muted">${String(TEXTS[lang][textKey])}</p>
</div>`,
    ...(switchPath ? { switchPath } : {}),
  });
}
