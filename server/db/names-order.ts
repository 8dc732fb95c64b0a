// People's names in alphabetical order, the same on PostgreSQL and PGlite. The databases'
// default collation here is C (byte order), which puts Čedomir and Đorđe after Zoran and Serbian
// Cyrillic letters after я. ICU's root collation ("und-x-icu", in both engines) sorts each
// letter with its base (Č, Ć with C; Š with S; Đ with D) and Cyrillic in alphabetical order,
// ignoring case. A Serbian tailoring (Đ after Dž) exists on PostgreSQL but not in PGlite's ICU
// data, and the two engines must agree (docs/decisions/002-test-databases.md).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const byName = (name: AnyPgColumn | SQL): SQL => sql`${name} collate "und-x-icu"`;
