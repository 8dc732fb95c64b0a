// Google's short links and redirects (docs/google.md §D.1): each link a test registers answers
// as Google does, a 301 or 302 to its next hop (maps.app.goo.gl → maps.google.com/?q=…&ftid=…,
// goo.gl/maps → maps.app.goo.gl, g.page/r/…/review → the write-a-review window, a cid link →
// the place page); anything else is a 404. The server under test reaches it through
// GOOGLE_LINKS_ORIGIN (server/lib/google-links.ts), which sends each hop here.
import type { ServerResponse } from 'node:http';
import type { ApiRequest, ApiRoute } from './google-rpc';

export type FakeLinks = Map<string, { location: string; status?: 301 | 302 }>;

const PATH = '/__links';

export function createLinksRoute(links: FakeLinks): ApiRoute {
  return {
    service: (path) => (path === PATH ? 'links' : undefined),
    handle(request: ApiRequest, res: ServerResponse) {
      if (request.path !== PATH || request.method !== 'GET') return false;
      const hop = links.get(request.query.url ?? '');
      if (!hop) {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<html><body>Not Found</body></html>');
        return true;
      }
      res.writeHead(hop.status ?? 302, { location: hop.location, 'content-type': 'text/html' });
      res.end();
      return true;
    },
  };
}
