// Collects NOTIFY payloads on a channel, on either engine, for tests of the realtime path.
import type { DatabaseHandle } from '../server/db/client';

export async function listen(handle: DatabaseHandle, channel: string) {
  const received: string[] = [];
  if (handle.engine.kind === 'pglite') {
    const unlisten = await handle.engine.client.listen(channel, (payload) =>
      received.push(payload),
    );
    return { received, stop: unlisten };
  }
  const client = await handle.engine.pool.connect();
  client.on('notification', (message) => {
    if (message.channel === channel) received.push(message.payload ?? '');
  });
  await client.query(`listen ${channel}`);
  return {
    received,
    stop: async () => {
      await client.query(`unlisten ${channel}`);
      client.release();
    },
  };
}
