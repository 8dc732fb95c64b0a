// Polls until `check` holds, for tests that wait on something outside the test's control (a
// notification, a standby's replay); fails naming `what` after `timeoutMs`.
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  { what = 'a condition', timeoutMs = 2000, everyMs = 10 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
