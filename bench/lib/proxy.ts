// The simplest load balancer there is: round robin over upstreams, one request at a time, no
// stickiness. If the app needed sticky sessions or shared memory, this is where it would break.
import http from 'node:http';

export interface Proxy {
  url: string;
  /** Requests sent to each upstream, in the order given. */
  counts: number[];
  close: () => Promise<void>;
}

export async function startProxy(upstreams: string[]): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const counts = upstreams.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length;
    counts[index]! += 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = http.request(
      target,
      { method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
