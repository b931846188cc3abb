/** Event types an attacker can trigger in bulk for free (each would be a database write). */
const REPEATABLE_EVENT_TYPES = new Set(['origin_refused']);
const QUIET_PERIOD_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * Keeps floods of cheap, identical security events (same type from the same address) to one row
 * per minute per process, so refusing a request never costs more than answering it. Events that
 * the dashboard counts one by one (failed logins) are never held back.
 */
export function createRepeatedEventGuard(now: () => number = Date.now) {
  const lastRecorded = new Map<string, number>();
  return {
    shouldRecord(eventType: string, ipAddress: string | null | undefined): boolean {
      if (!REPEATABLE_EVENT_TYPES.has(eventType)) return true;
      const key = `${eventType}|${ipAddress ?? ''}`;
      const at = now();
      const previous = lastRecorded.get(key);
      if (previous !== undefined && at - previous < QUIET_PERIOD_MS) return false;
      if (lastRecorded.size >= MAX_REMEMBERED) lastRecorded.clear();
      lastRecorded.set(key, at);
      return true;
    },
  };
}

export type RepeatedEventGuard = ReturnType<typeof createRepeatedEventGuard>;
