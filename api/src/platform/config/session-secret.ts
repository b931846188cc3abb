/**
 * Whether a production SESSION_SECRET looks random. Length alone lets 32 spaces or 32 × 'a' through,
 * and anyone could sign a session cookie with those.
 */

/** The estimate a secret must reach: beyond any guessing, with room below the 256 bits asked for. */
const MIN_ESTIMATED_BITS = 128;
/** Eight of one character in a row is a pattern: about once in five million 64-character hex secrets. */
const MAX_RUN = 7;

export const SESSION_SECRET_NOT_RANDOM =
  'SESSION_SECRET must be random in production (an estimated 128 bits at least, no long runs of one character): make one with openssl rand -base64 48';

/**
 * A generous estimate of the secret's randomness: its length times log2 of how many different
 * characters it uses (what it would carry were each drawn evenly from those). A repeated character
 * or a short repeated pattern scores low; `openssl rand -hex 32` or `-base64 48` score far above.
 */
function estimatedBits(secret: string): number {
  const characters = [...secret];
  const distinct = new Set(characters).size;
  return distinct <= 1 ? 0 : characters.length * Math.log2(distinct);
}

/** The longest stretch of one character repeated. */
function longestRun(secret: string): number {
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const character of secret) {
    run = character === previous ? run + 1 : 1;
    previous = character;
    longest = Math.max(longest, run);
  }
  return longest;
}

export function looksRandom(secret: string): boolean {
  return estimatedBits(secret) >= MIN_ESTIMATED_BITS && longestRun(secret) <= MAX_RUN;
}
