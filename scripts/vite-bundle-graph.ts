// Writes dist/bundle-graph.json beside the web build: each chunk's file, whether it is the entry,
// what it imports statically and dynamically, and the source modules it holds. The bundle check
// (scripts/check-bundle.ts) reads it with the built files, so `npm test` builds the app once.
// Kept out of dist/web, which the server serves: module paths are nobody's business.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface GraphChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Source modules, relative to the repository root; virtual ones keep their id. */
  moduleIds: string[];
}

export function bundleGraph(repoRoot: string, file: string): Plugin {
  return {
    name: 'reviewtrace:bundle-graph',
    apply: 'build',
    async writeBundle(_options, bundle) {
      const chunks: GraphChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                moduleIds: output.moduleIds.map((id) =>
                  path.isAbsolute(id) ? path.relative(repoRoot, id) : id,
                ),
              },
            ]
          : [],
      );
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(chunks)}\n`);
    },
  };
}
