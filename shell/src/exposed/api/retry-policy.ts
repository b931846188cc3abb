/** Retry rules of docs/PRODUCT.md sections 8 and 9: which failures are tried again, how often and after how long. */

const MAX_READ_RETRIES = 2;
const MAX_WRITE_RETRIES = 1;
const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 3000;

/** Browsers word a dropped connection differently: Chrome, Firefox, Safari and Node's fetch. */
const FETCH_FAILURE = /failed to fetch|fetch failed|networkerror|load failed/i;

/** A read is not tried again when its message contains the digit 4 (a 4xx answer, by the spec's own test). */
export function shouldRetryRead(message: string, retriesDone: number): boolean {
  return retriesDone < MAX_READ_RETRIES && !message.includes('4');
}

/** A write is tried again once, and only when it never reached the server. */
export function shouldRetryWrite(message: string, retriesDone: number): boolean {
  return retriesDone < MAX_WRITE_RETRIES && FETCH_FAILURE.test(message);
}

/** 1 s before the first retry, doubled for each further one, never more than 3 s. */
export function retryDelayMs(retryNumber: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (retryNumber - 1), MAX_RETRY_DELAY_MS);
}
