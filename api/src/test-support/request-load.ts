import type { Outcome } from './portal-client';

export interface LoadRecord<Phase extends string> {
  /** The phase the test was in when the request was sent. */
  phase: Phase;
  /** Which request of the load this was (0, 1, 2, ... in sending order). */
  sequence: number;
  outcome: Outcome;
}

export interface RequestLoad<Phase extends string> {
  /** Every finished request so far. */
  readonly records: readonly LoadRecord<Phase>[];
  /** Requests sent but not answered yet. */
  inFlight(): number;
  /** Stops sending and waits for the requests in flight; returns every record. */
  stop(): Promise<LoadRecord<Phase>[]>;
}

/**
 * Keeps `concurrency` requests going back to back until stopped; each is tagged with the phase the
 * test is in (read through `phase()`) when it is sent.
 */
export function startRequestLoad<Phase extends string>(
  concurrency: number,
  phase: () => Phase,
  send: (sequence: number) => Promise<Outcome>,
): RequestLoad<Phase> {
  const records: LoadRecord<Phase>[] = [];
  let stopped = false;
  let sent = 0;
  let pending = 0;
  const worker = async (): Promise<void> => {
    while (!stopped) {
      const sequence = sent;
      sent += 1;
      const sentIn = phase();
      pending += 1;
      const outcome = await send(sequence);
      pending -= 1;
      records.push({ phase: sentIn, sequence, outcome });
    }
  };
  const workers = Array.from({ length: concurrency }, () => worker());
  return {
    records,
    inFlight: () => pending,
    async stop() {
      stopped = true;
      await Promise.all(workers);
      return records;
    },
  };
}
