import { Readable } from 'node:stream';
import type { AppContext } from './app-state';

/**
 * An answer body written as its parts are made, so a large answer needs the memory of a part or
 * two, not of the whole. The first part is made before the body is handed over: a failure there is
 * an ordinary error answer. A failure after the first byte ends the connection without the chunked
 * body's last chunk, so the client sees an error rather than a shorter answer that looks whole.
 * When the client goes away, Koa destroys the body and the parts stop being made.
 */
export async function streamedBody(ctx: AppContext, parts: AsyncIterable<string>): Promise<Readable> {
  const iterator = parts[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* written(): AsyncGenerator<string, void, undefined> {
    try {
      if (first.done) return;
      yield first.value;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } catch (error) {
      ctx.res.destroy();
      throw error;
    } finally {
      await iterator.return?.();
    }
  }
  return Readable.from(written(), { objectMode: false });
}

/** A JSON array written a batch of items at a time: the same text as JSON.stringify of the whole list. */
export async function* jsonArrayParts(
  batches: AsyncIterable<readonly unknown[]>,
): AsyncGenerator<string, void, undefined> {
  let opened = false;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    const items = batch.map((item) => JSON.stringify(item)).join(',');
    yield opened ? `,${items}` : `[${items}`;
    opened = true;
  }
  yield opened ? ']' : '[]';
}
