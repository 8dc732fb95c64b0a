// Distinct visitors for load tests. The server keys a visitor on IP + user agent and caps the
// requests per address and per visitor, so the benches start it as production runs behind a
// reverse proxy (TRUST_PROXY=127.0.0.1) and name a new client address in X-Forwarded-For with
// each request, plus a new user agent. The agents are real phone browsers with a varying build id;
// bots and link previews are served but never counted, so none of these may look like one.
import { isAutomatedVisitor } from '../../server/lib/bots';

const TEMPLATES = [
  (n: number) =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E${n} Safari/604.1`,
  (n: number) =>
    `Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36`,
  (n: number) =>
    `Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.165 Mobile Safari/537.36`,
  (n: number) =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E${n} Safari/604.1`,
];

let counter = 0;

/** A user agent never handed out before in this process (prefix keeps runs apart too). */
export function nextVisitorAgent(prefix = process.pid): string {
  counter += 1;
  return TEMPLATES[counter % TEMPLATES.length]!(prefix * 10_000_000 + counter);
}

let addresses = 0;

/** A client address in 10.0.0.0/8 not handed out before in this process (16.7 million). */
export function nextVisitorAddress(): string {
  addresses += 1;
  const n = addresses % 16_777_216;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Fails loudly if the bot filter would silently drop our load (the counts would then be 0). */
export function assertCountedAgents(): void {
  for (let i = 0; i < TEMPLATES.length; i++) {
    const agent = TEMPLATES[i]!(123_456);
    if (isAutomatedVisitor(agent)) throw new Error(`bench user agent looks like a bot: ${agent}`);
  }
}
