// The one way alert mails and digests are sent (docs/notifications.md "Never twice"): a row is
// claimed first, so a retry or another process skips what went; a mail the server refused gives
// its claim back, so the job's retry sends it.
export async function sendOnce(
  claim: () => Promise<boolean>,
  release: () => Promise<void>,
  send: () => Promise<void>,
): Promise<boolean> {
  if (!(await claim())) return false;
  try {
    await send();
    return true;
  } catch (error) {
    await release();
    throw error;
  }
}
