import { describe, expect, it, vi } from 'vitest';
import type * as Observability from './observability';
import { observe, startObservability, trackNavigation } from './observe';

type Location = { pathname: string; search: string; hash: string; key: string };

describe('observe', () => {
  it('holds calls until the logger and error reporting have loaded, then runs them in order', async () => {
    const addNavigationNote = vi.fn();
    let listener: (state: { location: Location }) => void = () => {};
    const router = {
      state: { location: { pathname: '/auth', search: '', hash: '', key: 'a' } },
      subscribe: (fn: typeof listener) => ((listener = fn), () => {}),
    };
    trackNavigation(router);
    const next = { pathname: '/business-dashboard', search: '?range=7d', hash: '#top', key: 'b' };
    listener({ location: next });
    listener({ location: next }); // a router state change that is not a navigation
    expect(addNavigationNote).not.toHaveBeenCalled();

    await startObservability(
      async () => ({ addNavigationNote }) as unknown as typeof Observability,
    );
    expect(addNavigationNote.mock.calls.map(([location]) => location.pathname)).toEqual([
      '/auth',
      '/business-dashboard',
    ]);
    const later = vi.fn();
    observe(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
