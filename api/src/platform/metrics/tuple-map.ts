/** What a tuple key may hold: values Map compares by identity or value, never built per lookup. */
export type TupleKeyPart = string | number | boolean | null;

type Level = Map<TupleKeyPart, unknown>;

/**
 * A map keyed by a tuple of plain values of a fixed length. A lookup walks one nested Map per part,
 * with the values the caller already has, where a joined string key would be built and hashed anew
 * on every lookup: on the request path, that concatenation was most of the telemetry's cost.
 */
export class TupleMap<Key extends readonly TupleKeyPart[], Value> {
  private readonly root: Level = new Map();
  private readonly entries: Value[] = [];

  get size(): number {
    return this.entries.length;
  }

  get(key: Key): Value | undefined {
    let node: unknown = this.root;
    for (const part of key) {
      node = (node as Level).get(part);
      if (node === undefined) return undefined;
    }
    return node as Value;
  }

  /** Adds a value under a key that holds none yet (values are never replaced: callers update them). */
  add(key: Key, value: Value): void {
    let level = this.root;
    for (let index = 0; index < key.length - 1; index += 1) {
      const part = key[index] as TupleKeyPart;
      let next = level.get(part) as Level | undefined;
      if (next === undefined) {
        next = new Map();
        level.set(part, next);
      }
      level = next;
    }
    const last = key[key.length - 1] as TupleKeyPart;
    if (level.has(last)) throw new Error('TupleMap.add: the key already holds a value');
    level.set(last, value);
    this.entries.push(value);
  }

  /** The values in the order they were added. */
  values(): readonly Value[] {
    return this.entries;
  }
}
