// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rememberedOrigin, signInPath } from './return-path';

describe('rememberedOrigin', () => {
  it('prefers the router state over the query string', () => {
    expect(rememberedOrigin({ from: '/admin' }, '?returnTo=%2Femployee')).toBe('/admin');
  });

  it('reads ?returnTo= when the state is gone, as after the Google round trip', () => {
    expect(rememberedOrigin(null, '?returnTo=%2Fbusiness-dashboard%3Fx%3D1')).toBe(
      '/business-dashboard?x=1',
    );
  });

  it('refuses outside addresses and sign-in pages as return targets', () => {
    expect(rememberedOrigin({ from: 'https://evil.example' }, '')).toBeNull();
    expect(rememberedOrigin(null, '?returnTo=%2F%2Fevil.example')).toBeNull();
    expect(rememberedOrigin({ from: '/auth/employee' }, '')).toBeNull();
    expect(rememberedOrigin(null, '?returnTo=%2Fauth%3Ferror%3Dgoogle')).toBeNull();
    expect(rememberedOrigin(undefined, '')).toBeNull();
  });
});

describe('signInPath', () => {
  it('puts the origin into ?returnTo=, encoded', () => {
    expect(signInPath('/dashboard/reviews?range=7d')).toBe(
      '/auth?returnTo=%2Fdashboard%2Freviews%3Frange%3D7d',
    );
    expect(signInPath('/employee', '/auth/employee')).toBe('/auth/employee?returnTo=%2Femployee');
    expect(signInPath(null)).toBe('/auth');
  });
});
