// The database's functions, each as one repeatable file in server/db/functions/ holding its
// current text (decision 027). Migrations created them; after the migrations run, every file is
// applied again (CREATE OR REPLACE), so the file is what the database runs and a reader finds a
// function's text in one place instead of in the last migration that changed it. A change to a
// function is a change to its file; an index built on one (rt_search_fold) still needs a
// migration to rebuild it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FUNCTIONS_FOLDER } from '../lib/paths';

export interface FunctionFile {
  /** The function's name: the file's. */
  name: string;
  sql: string;
}

/** Every function file, by name. */
export function functionFiles(): FunctionFile[] {
  return readdirSync(FUNCTIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: path.basename(file, '.sql'),
      sql: readFileSync(path.join(FUNCTIONS_FOLDER, file), 'utf8'),
    }));
}

/** Applies every function file with `run` (one statement each). */
export async function applyFunctions(run: (sql: string) => Promise<unknown>): Promise<void> {
  for (const file of functionFiles()) await run(file.sql);
}
