// `npm run db:record`: adds the checksum of each new migration to server/db/migrations-landed.json.
// A migration already recorded is never rewritten: a changed one is a new migration instead.
import { writeFileSync } from 'node:fs';
import { migrationDigests, RECORD_FILE, recordedDigests } from '../server/db/migrations-landed';

const recorded = recordedDigests();
const added: string[] = [];
for (const [name, digest] of Object.entries(migrationDigests())) {
  if (recorded[name] === undefined) {
    recorded[name] = digest;
    added.push(name);
  } else if (recorded[name] !== digest) {
    console.error(`${name} was edited after it landed; write a new migration instead.`);
    process.exitCode = 1;
  }
}
writeFileSync(RECORD_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
console.log(added.length ? `Recorded ${added.join(', ')}.` : 'Nothing new to record.');
