import { setTimeout as sleep } from 'node:timers/promises';

const POLL_INTERVAL_MS = 250;

/**
 * Resolves once `url` answers 2xx. `stillWorthWaiting` names why waiting is pointless (the process
 * serving it has exited) and ends the wait at once with that reason.
 */
export async function waitForHttpOk(url, { timeoutMs, stillWorthWaiting = () => null }) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    const hopeless = stillWorthWaiting();
    if (hopeless) throw new Error(`${url} will not answer: ${hopeless}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? (error.cause?.message ?? error.message) : String(error);
    }
    await sleep(POLL_INTERVAL_MS);
  }
  throw new Error(`${url} did not answer 2xx within ${timeoutMs / 1000} s (${lastProblem})`);
}
