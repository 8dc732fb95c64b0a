import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@common/public-config';
import { publicConfigMeta, withPublicConfig } from './public-config';

const HTML = '<!doctype html><html><head><title>x</title></head><body></body></html>';

function readMeta(html: string): unknown {
  const match = html.match(/<meta name="rt-config" content="([^"]*)" \/>/);
  const content = (match?.[1] ?? '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(content);
}

describe('public config in index.html', () => {
  it('puts the DSN, environment and release into the head, and nothing else', () => {
    const config = {
      sentryDsn: 'https://key@o1.ingest.example.io/42',
      environment: 'production',
      release: '1.0.0',
      appSecret: 'must-never-leak',
    } as PublicConfig;
    const html = withPublicConfig(HTML, config);
    expect(html).toContain('<meta name="rt-config"');
    expect(html.indexOf('rt-config')).toBeLessThan(html.indexOf('</head>'));
    expect(readMeta(html)).toEqual({
      sentryDsn: 'https://key@o1.ingest.example.io/42',
      environment: 'production',
      release: '1.0.0',
    });
    expect(html).not.toContain('must-never-leak');
  });

  it('leaves the DSN out when none is configured', () => {
    expect(readMeta(withPublicConfig(HTML, { environment: 'test', release: '1.0.0' }))).toEqual({
      environment: 'test',
      release: '1.0.0',
    });
  });

  it('replaces a placeholder tag instead of adding a second one', () => {
    const html = HTML.replace('</head>', '<meta name="rt-config" content="{}" /></head>');
    const result = withPublicConfig(html, { environment: 'test', release: '1.0.0' });
    expect(result.match(/rt-config/g)).toHaveLength(1);
  });

  it('escapes the value so it cannot close the attribute or the tag', () => {
    const meta = publicConfigMeta({ environment: '"><script>', release: "1'0" });
    expect(meta).not.toMatch(/<script>|"><|'0/);
  });
});
