// How the embedded database is opened, everywhere it is (server, tests, backup and restore).
// Extensions: the same migrations build the same indexes on PGlite as on PostgreSQL (pg_trgm: the
// folded search index, docs/search.md). Shared buffers: PostgreSQL's default of 128 MB lives in
// PGlite's WebAssembly heap, which never shrinks, and made an idle server hold about 360 MB; at
// 16 MB it holds about 220 MB (bench/footprint.ts). Pages the buffers do not hold are still read
// from the operating system's file cache, so an embedded install of one business loses nothing
// it would notice (docs/decisions/018-server-bundle.md).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };

export const PGLITE_OPTIONS = {
  extensions: PGLITE_EXTENSIONS,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};
