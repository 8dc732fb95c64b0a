import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationDigests, recordedDigests } from './migrations-landed';

describe('landed migrations', () => {
  it('are byte for byte what was recorded when they landed', () => {
    const recorded = recordedDigests();
    const current = migrationDigests();
    for (const [name, digest] of Object.entries(recorded)) {
      expect(current[name], `${name} is gone or was edited after landing`).toBe(digest);
    }
  });

  it('are all recorded (npm run db:record after generating one)', () => {
    const recorded = recordedDigests();
    const unrecorded = Object.keys(migrationDigests()).filter((name) => !(name in recorded));
    expect(unrecorded).toEqual([]);
  });

  it('notices a one-byte edit', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rt-migrations-'));
    writeFileSync(path.join(dir, '0000_a.sql'), 'CREATE TABLE a (id int);\n');
    const before = migrationDigests(dir)['0000_a.sql'];
    writeFileSync(path.join(dir, '0000_a.sql'), 'CREATE TABLE a (id int );\n');
    expect(migrationDigests(dir)['0000_a.sql']).not.toBe(before);
  });
});
