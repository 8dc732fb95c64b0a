import { defineConfig } from 'drizzle-kit';

// Used only by `drizzle-kit generate`: migrations are generated, committed and applied at boot,
// identically on PGlite and PostgreSQL, so no database credentials are needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
