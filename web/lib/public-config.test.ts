import { describe, expect, it } from 'vitest';
import { readPublicConfig } from './public-config';

describe('readPublicConfig', () => {
  it('reads the DSN, environment and release the server put into the page', () => {
    expect(
      readPublicConfig(
        '{"sentryDsn":"https://k@o1.example.io/1","environment":"test","release":"1.0.0"}',
      ),
    ).toEqual({ sentryDsn: 'https://k@o1.example.io/1', environment: 'test', release: '1.0.0' });
  });

  it('without the tag, a production build counts as production', () => {
    expect(readPublicConfig(null, false)).toEqual({ environment: 'production', release: '1.0.0' });
    expect(readPublicConfig(undefined, true).environment).toBe('development');
  });

  it('treats a damaged tag as no tag', () => {
    expect(readPublicConfig('{not json', false).environment).toBe('production');
    expect(readPublicConfig('null', true).environment).toBe('development');
  });
});
