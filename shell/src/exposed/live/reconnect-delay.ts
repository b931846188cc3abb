/** The first wait before opening the stream again after the browser gave up on it. */
const FIRST_DELAY_MS = 1_000;
/** The longest wait: a server that is back is found within half a minute. */
const LONGEST_DELAY_MS = 30_000;

/**
 * How long to wait before the `failures`-th new attempt (1 for the first): doubling from 1 s up to
 * 30 s, each wait drawn between half and all of that, so pages that lost the same server do not all
 * come back in the same instant. `random` is Math.random's kind: [0, 1).
 */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
