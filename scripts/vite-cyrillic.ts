// `import catalogue from './sr.json?cyrillic'` gives the Serbian Latin catalogue in Cyrillic
// script, made at build time by common/cyrillic.ts (docs/languages.md). The Cyrillic catalogues
// are never edited or committed, so they cannot drift from the Latin ones.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { cyrillicCopy } from '../common/cyrillic';

const QUERY = '?cyrillic';

/** The one text that is not a transliteration: the language's own name. */
export function cyrillicCatalogue<T>(latin: T): T {
  const copy = cyrillicCopy(latin);
  if (copy && typeof copy === 'object' && 'language' in copy) {
    const language = copy.language as Record<string, string>;
    language.name = 'Српски (ћирилица)';
  }
  return copy;
}

export function cyrillicCatalogues(): Plugin {
  return {
    name: 'reviewtrace:cyrillic-catalogues',
    async load(id) {
      if (!id.endsWith(`.json${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const latin: unknown = JSON.parse(await readFile(file, 'utf8'));
      // Returned as JSON: Vite's own JSON plugin turns it into a module like any catalogue.
      return JSON.stringify(cyrillicCatalogue(latin));
    },
  };
}
