// The repository stands alone: every document a source file cites exists here, and a cited
// section (docs/google.md §D.2, docs/product-rules.md §6) is a heading of that document. Documents
// that live elsewhere are never cited at all.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TEXT = /\.(ts|tsx|js|mjs|md|css|html|yml|yaml)$|^\.ci\/run$/;

/** Tracked and new files, minus landed migrations (never edited, docs/decisions cite them). */
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

const CITATION =
  /(?<![\w/.-])((?:docs|bench)\/[\w./-]*\w\.md|README\.md)(?: §([A-Z]?\d*(?:\.\d+)?))?/g;
const OUTSIDE = /\b(?:SPEC|DESIGN) §|GOOGLE\.md|STYLE habit|STACK-NOTES|\.\.\/shared\//;

function headingsOf(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^#+\s*/, ''));
}

function brokenCitations(files: string[], read = (f: string) => readFileSync(f, 'utf8')) {
  const broken: string[] = [];
  for (const file of files) {
    const text = read(file);
    if (OUTSIDE.test(text)) broken.push(`${file}: cites a document outside the repository`);
    for (const [, cited, section] of text.matchAll(CITATION)) {
      if (!existsSync(cited!)) broken.push(`${file}: ${cited} does not exist`);
      else if (
        section &&
        !headingsOf(cited!).some((h) => h.startsWith(`${section}.`) || h.startsWith(`${section} `))
      )
        broken.push(`${file}: ${cited} has no section §${section}`);
    }
  }
  return broken;
}

describe('citations', () => {
  it('name only documents, and sections, that exist in the repository', () => {
    expect(brokenCitations(sourceFiles())).toEqual([]);
  });

  it('catch a missing document, a missing section and an outside reference', () => {
    const texts: Record<string, string> = {
      'a.ts': '// see docs/nowhere.md',
      'b.ts': '// see docs/google.md §Z.9',
      'c.ts': '// SPEC §6 says so',
    };
    const broken = brokenCitations(Object.keys(texts), (f) => texts[f]!);
    expect(broken).toHaveLength(3);
  });
});
