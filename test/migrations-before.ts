// A copy of the migrations folder as it was before migration `first` (the files, with a journal
// cut short), for tests that migrate a database of before, add old rows, then migrate the rest.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../server/lib/paths';

export function migrationsBefore(first: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rt-migrations-before-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < first);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}
