// Modules in layers (docs/ARCHITECTURE.md "Modules in layers"): no two server modules may import
// each other, directly or round a ring, counting every file of each folder. dpdm's file-level
// check (`npm run lint:cycles`) misses a ring of files that are each acyclic; this one groups the
// same dependency tree by module folder. Part of `npm run lint:cycles`.
//   node --import tsx scripts/module-cycles.ts
import { parseDependencyTree, type DependencyTree } from 'dpdm';

const MODULES = 'server/modules/';

/** For each module, the modules it imports, with one example file edge each. */
export function moduleGraph(tree: DependencyTree): Map<string, Map<string, string>> {
  const moduleOf = (file: string) =>
    file.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0]! : null;
  const graph = new Map<string, Map<string, string>>();
  for (const [file, dependencies] of Object.entries(tree)) {
    const from = moduleOf(file);
    if (!from || /\.test\.ts$/.test(file)) continue;
    for (const dependency of dependencies ?? []) {
      const to = dependency.id ? moduleOf(dependency.id) : null;
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${file} -> ${dependency.id}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The rings of modules (strongly connected groups of two or more), by Tarjan's algorithm. */
export function moduleRings(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const rings: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const ring: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      ring.push(member);
    } while (member !== node);
    if (ring.length > 1) rings.push(ring.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return rings;
}

async function main() {
  const tree = await parseDependencyTree(`${MODULES}**/*.ts`, {
    context: process.cwd(),
    tsconfig: 'tsconfig.json',
    transform: false,
  });
  const graph = moduleGraph(tree);
  const rings = moduleRings(graph);
  if (rings.length === 0) {
    console.warn(`Modules in layers: ${graph.size} modules, no ring.`);
    return;
  }
  for (const ring of rings) {
    console.error(`Modules in a ring: ${ring.join(', ')}`);
    for (const from of ring)
      for (const [to, example] of graph.get(from) ?? [])
        if (ring.includes(to)) console.error(`  ${from} -> ${to} (${example})`);
  }
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
