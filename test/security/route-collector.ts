// Records every route Fastify registers, with its options, by wrapping the `fastify` factory so an
// `onRoute` hook sits on the root instance before any plugin or route is added. Fastify has no
// public list of routes with their options (findRoute omits `config`; printRoutes is a text tree),
// and server code must not change for a test, so the test replaces the module instead:
//   vi.mock('fastify', async (importOriginal) =>
//     (await import('./route-collector')).collectingFastify(await importOriginal()));
// An onRoute hook on the root sees the routes of every encapsulated child plugin too.
import type fastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface CollectedRoute {
  method: string;
  url: string;
  access: unknown;
}

export const collectedRoutes: CollectedRoute[] = [];

type FastifyModule = { default: typeof fastifyModule } & Record<string, unknown>;

export function collectingFastify(original: FastifyModule): FastifyModule {
  const factory = original.default as unknown as (...args: unknown[]) => FastifyInstance;
  const wrapped = ((...args: unknown[]) => {
    const instance = factory(...args);
    instance.addHook('onRoute', (route: RouteOptions) => {
      const methods: unknown[] = Array.isArray(route.method) ? route.method : [route.method];
      const config = route.config as { access?: unknown } | undefined;
      for (const method of methods)
        collectedRoutes.push({ method: String(method), url: route.url, access: config?.access });
    });
    return instance;
  }) as unknown as typeof fastifyModule;
  return { ...original, default: wrapped };
}
