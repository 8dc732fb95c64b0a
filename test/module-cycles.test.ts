// The module-ring check of `npm run lint:cycles` (scripts/module-cycles.ts) must find a ring of
// folders even when every file-level import is acyclic, and pass a layered set.
import { describe, expect, it } from 'vitest';
import type { DependencyTree } from 'dpdm';
import { moduleGraph, moduleRings } from '../scripts/module-cycles';

const tree = (edges: [string, string][]): DependencyTree => {
  const result: Record<string, { issuer: string; request: string; kind: never; id: string }[]> = {};
  for (const [from, to] of edges) {
    (result[from] ??= []).push({ issuer: from, request: to, kind: undefined as never, id: to });
    result[to] ??= [];
  }
  return result;
};

describe('the module-ring check', () => {
  it('finds modules that import each other through different files', () => {
    const rings = moduleRings(
      moduleGraph(
        tree([
          ['server/modules/reviews/a.service.ts', 'server/modules/google/b.service.ts'],
          ['server/modules/google/c.service.ts', 'server/modules/locations/d.repository.ts'],
          ['server/modules/locations/e.service.ts', 'server/modules/reviews/f.job.ts'],
        ]),
      ),
    );
    expect(rings).toEqual([['google', 'locations', 'reviews']]);
  });

  it('passes modules in layers, and ignores tests and files outside the modules', () => {
    const graph = moduleGraph(
      tree([
        ['server/modules/google/a.ts', 'server/modules/reviews/b.ts'],
        ['server/modules/reviews/c.ts', 'server/modules/locations/d.ts'],
        ['server/modules/locations/e.test.ts', 'server/modules/google/a.ts'],
        ['server/lib/x.ts', 'server/modules/google/a.ts'],
      ]),
    );
    expect(moduleRings(graph)).toEqual([]);
    expect([...graph.keys()].sort()).toEqual(['google', 'reviews']);
  });
});
