// Sending a request from the sender's phone: the share sheet when there is one, else the clipboard.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareText } from './share';

afterEach(() => vi.unstubAllGlobals());

describe('sending a review request from the phone', () => {
  it('hands the message to the share sheet when the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { share, clipboard: { writeText: vi.fn() } });
    expect(await shareText('Zdravo, Jelena!')).toBe('shared');
    expect(share).toHaveBeenCalledWith({ text: 'Zdravo, Jelena!' });
  });

  it('copies the message where there is no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await shareText('Zdravo!')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('Zdravo!');
  });

  it('takes a closed share sheet for a change of mind, and any other refusal for a failure', async () => {
    const closed = new DOMException('Share canceled', 'AbortError');
    vi.stubGlobal('navigator', { share: vi.fn(async () => Promise.reject(closed)) });
    expect(await shareText('Zdravo!')).toBe('dismissed');
    const refused = new DOMException('Not allowed', 'NotAllowedError');
    vi.stubGlobal('navigator', { share: vi.fn(async () => Promise.reject(refused)) });
    expect(await shareText('Zdravo!')).toBe('failed');
  });
});
