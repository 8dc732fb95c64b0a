// @vitest-environment node
// index.html cannot import common/constants.ts, so its pre-paint theme script repeats the storage
// key; this keeps the copy honest.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@common/constants';

const html = readFileSync(new URL('./index.html', import.meta.url), 'utf8');

describe('index.html', () => {
  it('reads the stored theme under the shared storage key before first paint', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`localStorage.getItem('${THEME_STORAGE_KEY}')`);
  });

  it('loads the app from main.tsx into #root', () => {
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/main.tsx"');
  });
});
