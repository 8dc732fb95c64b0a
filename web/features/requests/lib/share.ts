// Sending a request from the sender's own phone: the share sheet where the browser has one (Web
// Share API: Viber, WhatsApp, SMS, mail…), else the clipboard. Dismissing the sheet is not a
// failure.
export type ShareOutcome = 'shared' | 'copied' | 'dismissed' | 'failed';

export const canShare = () => typeof navigator !== 'undefined' && 'share' in navigator;

export async function copyText(text: string): Promise<'copied' | 'failed'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export async function shareText(text: string): Promise<ShareOutcome> {
  if (!canShare()) return copyText(text);
  try {
    await navigator.share({ text });
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'dismissed' : 'failed';
  }
}
