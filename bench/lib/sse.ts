// A Server-Sent Events reader for GET /api/realtime that accounts for every event: each
// `activity` is one, and a `refresh` stands for `skipped` events folded by the 10/s pacing
// (ADR 007), so activity + skipped is what the stream has told us about.
export interface StreamTally {
  ready: boolean;
  activity: number;
  skipped: number;
  refreshes: number;
  readonly seen: number;
  close: () => void;
}

export async function openStream(url: string, cookie: string): Promise<StreamTally> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  const tally: StreamTally = {
    ready: false,
    activity: 0,
    skipped: 0,
    refreshes: 0,
    get seen() {
      return this.activity + this.skipped;
    },
    close: () => controller.abort(),
  };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = block.match(/^event: (.*)$/m)?.[1];
        const data = block.match(/^data: (.*)$/m)?.[1];
        if (event === 'ready') tally.ready = true;
        else if (event === 'activity') tally.activity += 1;
        else if (event === 'refresh' && data) {
          tally.refreshes += 1;
          tally.skipped += (JSON.parse(data) as { skipped: number }).skipped;
        }
      }
    }
  };
  pump().catch(() => {});
  const deadline = Date.now() + 10_000;
  while (!tally.ready) {
    if (Date.now() > deadline) throw new Error(`${url}: no ready event in 10 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return tally;
}
