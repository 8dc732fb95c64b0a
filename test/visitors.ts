// Phones that visit the public pages in tests: real browsers' user agents, which the bot filter
// counts as people (bots and link previews are served but never recorded).

/** An Android phone (Chrome). */
export const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** An iPhone (Safari): another browser, so another visitor from the same address. */
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A distinct phone per n: isbot counts these as people, and each is its own visitor key. */
export function phoneUserAgent(n: number): string {
  return `Mozilla/5.0 (Linux; Android 14; Pixel ${(n % 8) + 1}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.${n}.0 Mobile Safari/537.36`;
}
