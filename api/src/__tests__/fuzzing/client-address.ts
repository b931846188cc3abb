let counter = 0;

/**
 * A client address no other request of the run used (the test app trusts X-Forwarded-For): per-IP
 * rate limits and login throttling never turn a fuzz case into a 429, however long the run.
 */
export function freshClientAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}
