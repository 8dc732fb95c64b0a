// `npm run user -- promote EMAIL --role admin|manager`: appoints a role to an existing account on
// the database the server is configured with (DATABASE_URL, else the PGlite in DATA_DIR, which
// needs the server stopped). Exit 0 when done, 1 with a message when the account is unknown or
// the command is wrong. docs/OPERATIONS.md "The first admin".
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import {
  APPOINTABLE_ROLES,
  promoteUser,
  PromoteError,
  type AppointableRole,
} from '../server/modules/admin/promote.service';

const USAGE = `Usage: npm run user -- promote EMAIL --role ${APPOINTABLE_ROLES.join('|')}`;

export function parseArgs(argv: string[]): { email: string; role: AppointableRole } {
  const [command, email, ...rest] = argv;
  const roleAt = rest.indexOf('--role');
  const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
  if (command !== 'promote' || !email || email.startsWith('-')) throw new PromoteError(USAGE);
  if (!APPOINTABLE_ROLES.includes(role as AppointableRole)) throw new PromoteError(USAGE);
  return { email, role: role as AppointableRole };
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: env.DATA_DIR?.trim() || './data',
    poolSize: 1,
  });
  try {
    await runMigrations(database);
    const result = await promoteUser(database.db, args.email, args.role);
    console.log(
      result.changed
        ? `${result.email} is now ${result.role}; their sessions ended, they sign in again.`
        : `${result.email} is already ${result.role}.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof PromoteError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
