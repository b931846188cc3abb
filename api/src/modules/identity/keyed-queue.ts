/**
 * Runs steps one at a time per key within this process, in the order they came. A step waiting for
 * its key waits here, holding nothing: 60 sign-ins at once for one account, each waiting on the
 * database's advisory lock instead, held every pooled connection and starved the rest (503).
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<void>>();
  return async function oneAtATime<T>(key: string, step: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release = (): void => undefined;
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => done);
    tails.set(key, tail);
    await previous;
    try {
      return await step();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
