const POLL_INTERVAL_MS = 50;

/**
 * Asks `condition` again and again until it holds; throws, naming `what`, once `deadlineMs` has
 * passed. The deadline only stops a test that would otherwise wait forever; it is not a measurement.
 */
export async function until(
  what: string,
  deadlineMs: number,
  condition: () => Promise<boolean>,
  intervalMs = POLL_INTERVAL_MS,
): Promise<void> {
  const giveUpAt = Date.now() + deadlineMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > giveUpAt) throw new Error(`gave up waiting after ${deadlineMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
