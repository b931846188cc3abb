import fc from 'fast-check';
import {
  encodeQueryText,
  EXTRA_KEYS,
  HOSTILE_QUERY_PARTS,
  hostileQueryValue,
  hostileTopLevelJson,
  hostileValueJson,
} from './hostile-values';

/** A body as the route expects it, before mutation. */
export type JsonFields = Record<string, unknown>;
/** Query parameters as the route expects them, before mutation. */
export type QueryFields = Record<string, string>;

type Entry = readonly [key: string, jsonText: string];

function objectText(entries: readonly Entry[]): string {
  return `{${entries.map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(',')}}`;
}

function entriesOf(fields: JsonFields): Entry[] {
  return Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)] as const);
}

/**
 * A valid body with some fields replaced by hostile values, some dropped and extra keys added
 * (before or after the real ones, so a duplicate key may lose or win).
 */
function mutatedBody(valid: fc.Arbitrary<JsonFields>): fc.Arbitrary<string> {
  return fc
    .record({
      fields: valid,
      replacements: fc.array(fc.tuple(fc.nat(), hostileValueJson), { maxLength: 3 }),
      dropped: fc.array(fc.nat(), { maxLength: 2 }),
      extras: fc.subarray([...EXTRA_KEYS], { maxLength: 5 }),
      extrasFirst: fc.boolean(),
    })
    .map(({ fields, replacements, dropped, extras, extrasFirst }) => {
      let entries = entriesOf(fields);
      for (const [index, text] of replacements) {
        const target = entries[index % Math.max(entries.length, 1)];
        if (target) entries = entries.map((entry) => (entry === target ? [entry[0], text] : entry));
      }
      const droppedKeys = new Set(dropped.map((index) => entries[index % Math.max(entries.length, 1)]?.[0]));
      entries = entries.filter(([key]) => !droppedKeys.has(key));
      return objectText(extrasFirst ? [...extras, ...entries] : [...entries, ...extras]);
    });
}

/** The JSON text of a request body: valid, mutated, or hostile from the top. */
export function bodyText(valid: fc.Arbitrary<JsonFields>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((fields) => JSON.stringify(fields)) },
    { weight: 6, arbitrary: mutatedBody(valid) },
    { weight: 1, arbitrary: hostileTopLevelJson },
  );
}

function queryStringOf(fields: QueryFields): string {
  return Object.entries(fields)
    .map(([key, value]) => `${encodeQueryText(key)}=${encodeQueryText(value)}`)
    .join('&');
}

/** A query string (without '?'): valid, with hostile values, or with smuggled parameters. */
export function queryText(valid: fc.Arbitrary<QueryFields>): fc.Arbitrary<string> {
  const mutated = fc
    .record({
      fields: valid,
      replacements: fc.array(fc.tuple(fc.nat(), hostileQueryValue), { maxLength: 3 }),
      smuggled: fc.subarray([...HOSTILE_QUERY_PARTS], { maxLength: 3 }),
      strangers: fc.array(fc.tuple(hostileQueryValue, hostileQueryValue), { maxLength: 2 }),
    })
    .map(({ fields, replacements, smuggled, strangers }) => {
      const parts = Object.entries(fields).map(([key, value]) => `${key}=${encodeQueryText(value)}`);
      for (const [index, value] of replacements) {
        const at = index % Math.max(parts.length, 1);
        const key = parts[at]?.split('=')[0];
        if (key !== undefined) parts[at] = `${key}=${value}`;
      }
      return [...parts, ...smuggled, ...strangers.map(([key, value]) => `${key}=${value}`)].join('&');
    });
  return fc.oneof({ weight: 1, arbitrary: valid.map(queryStringOf) }, { weight: 4, arbitrary: mutated });
}

/** The later of two duplicate keys wins, as in the server's JSON.parse. */
export function parsedField(text: string, key: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && Object.hasOwn(parsed, key)
      ? (parsed as Record<string, unknown>)[key]
      : undefined;
  } catch {
    return undefined;
  }
}
