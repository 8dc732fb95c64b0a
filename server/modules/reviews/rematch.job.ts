// The re-matching job's handler; its queue (payload, one per business, retries) is declared in
// server/lib/jobs/queues.ts, where the employees and business-settings services send to it.
import { defineJob } from '../../lib/jobs/define';
import { rematchQueue } from '../../lib/jobs/queues';
import { rematchBusiness, rematchPageSize } from './rematch.service';

export const rematchJob = defineJob({
  ...rematchQueue,
  run: ({ businessId }, { database }) =>
    rematchBusiness(database.db, businessId, rematchPageSize(database.driver)),
});
