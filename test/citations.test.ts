// The repository stands alone (docs/ARCHITECTURE.md "Citations"): every document a file names
// exists here, a cited section is a heading of that document, and a section is only ever cited
// after the path of its document.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const TEXT = /\.(ts|tsx|js|mjs|md|css|html|yml|yaml)$|^\.ci\/run$/;

/** Tracked and new files, minus landed migrations (never edited) and this test's examples. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => TEXT.test(file) && !file.startsWith('server/db/migrations/'))
    .filter((file) => file !== 'test/citations.test.ts')
    .filter((file) => existsSync(file));
}

/** A markdown document named anywhere: a path from the root, or a bare file name. */
const DOCUMENT = /(?<![\w/.-])((?:[\w-]+\/)*[\w.-]*\w\.md)(?: §([A-Z]?\d*(?:\.\d+)?))?/g;

function headingsOf(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^#+\s*/, ''));
}

function brokenCitations(
  files: string[],
  read = (f: string) => readFileSync(f, 'utf8'),
  documents = new Set(files.filter((f) => f.endsWith('.md')).map((f) => path.basename(f))),
) {
  const broken: string[] = [];
  for (const file of files) {
    for (const line of read(file).split('\n')) {
      let firstPath = Infinity;
      for (const match of line.matchAll(DOCUMENT)) {
        const [, cited, section] = match;
        const exists = cited!.includes('/') ? existsSync(cited!) : documents.has(cited!);
        if (!exists) {
          broken.push(`${file}: ${cited} is not in the repository`);
          continue;
        }
        if (cited!.includes('/')) firstPath = Math.min(firstPath, match.index);
        const headings = section && cited!.includes('/') ? headingsOf(cited!) : [];
        if (
          section &&
          !headings.some((h) => h.startsWith(`${section}.`) || h.startsWith(`${section} `))
        )
          broken.push(`${file}: ${cited} has no section §${section}`);
      }
      // A public standard is cited by its number instead (RFC 6749 §2.3.1).
      const sectionAt = line
        .replace(/RFC \d+ §[\d.]+/g, (m) => ' '.repeat(m.length))
        .search(/§\s?[A-Z]?\d/);
      if (sectionAt >= 0 && sectionAt < firstPath)
        broken.push(`${file}: a section cited without the path of its document`);
    }
  }
  return broken;
}

describe('citations', () => {
  it('name only documents, and sections, that exist in the repository', () => {
    expect(brokenCitations(sourceFiles())).toEqual([]);
  });

  it('catch a missing document, a missing section and a section without its document', () => {
    const texts: Record<string, string> = {
      'a.ts': '// see docs/nowhere.md and ELSEWHERE.md',
      'b.ts': '// see docs/google.md §Z.9',
      'c.ts': '// RULES §6 says so',
    };
    const broken = brokenCitations(Object.keys(texts), (f) => texts[f]!, new Set(['google.md']));
    expect(broken).toHaveLength(4);
  });
});
