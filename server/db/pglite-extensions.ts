// The PostgreSQL extensions the embedded database loads, so the same migrations build the same
// indexes on PGlite as on PostgreSQL (pg_trgm: the folded search index, docs/search.md). Every
// PGlite that runs migrations or writes reviews is opened with them.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };
