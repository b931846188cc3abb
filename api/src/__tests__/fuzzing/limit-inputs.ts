import fc from 'fast-check';
import { inputBoundProblems, INPUT_LIMITS } from '../../platform/http/input-bounds';
import { freshClientAddress } from './client-address';
import type { JsonFields, QueryFields } from './fuzz-inputs';

/*
 * Inputs at and beyond the limits every request is held to before validation (docs/CONFIGURATION.md, "Security
 * limits"): nesting depth, text length and NUL characters in bodies, queries and paths, and oversized
 * User-Agent and X-Forwarded-For headers.
 */

/** A body nested past the depth limit: where it starts (the whole body or one field) and its shape. */
export interface DeepBody {
  text: string;
  /** Where the answer must say it is too deep: the path's first segment. */
  pathStart: string;
}

/** Six bytes a level: deeper than this, an object chain is over the 100 kB body limit (413). */
const DEEPEST_OBJECT_CHAIN = 15_000;

function nested(depth: number, shape: 'array' | 'object'): string {
  if (shape === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const levels = Math.min(depth, DEEPEST_OBJECT_CHAIN);
  return `${'{"a":'.repeat(levels)}null${'}'.repeat(levels)}`;
}

export const deepBody: fc.Arbitrary<DeepBody> = fc
  .record({
    depth: fc.oneof(
      fc.integer({ min: INPUT_LIMITS.depth + 1, max: 64 }),
      fc.integer({ min: 65, max: 5_000 }),
      fc.constant(30_000),
    ),
    shape: fc.constantFrom('array' as const, 'object' as const),
    field: fc.option(fc.constantFrom('title', 'email', 'name', 'targetDates', 'performerData'), {
      nil: null,
    }),
  })
  .map(({ depth, shape, field }) =>
    field === null
      ? { text: nested(depth, shape), pathStart: shape === 'array' ? '[0]' : 'a' }
      : { text: `{${JSON.stringify(field)}:${nested(depth - 1, shape)}}`, pathStart: field },
  );

/** Printable header text (a header cannot carry control characters), as an attacker fills it. */
const headerText = (maxLength: number) =>
  fc.string({
    unit: fc.constantFrom(...'abcdefXYZ0123456789.:;,= -_/()[]<>"\'%*'.split('')),
    minLength: 1,
    maxLength,
  });

export interface OversizedHeaders {
  userAgent: string;
  forwardedFor: string;
}

/**
 * A User-Agent of up to 12,000 characters and an X-Forwarded-For of up to 4,200, under Node's 16 kB
 * limit for all headers together. Half the X-Forwarded-For values end in a real address (the hop a
 * proxy appends), so a case is not always counted on the connection's own address.
 */
export const oversizedHeaders: fc.Arbitrary<OversizedHeaders> = fc.record({
  userAgent: fc.oneof(
    headerText(600),
    fc.integer({ min: 4_000, max: 12_000 }).map((n) => 'U'.repeat(n)),
  ),
  forwardedFor: fc
    .tuple(headerText(4_000), fc.boolean())
    .map(([text, endsInAddress]) => (endsInAddress ? `${text}, ${freshClientAddress()}` : text)),
});

/** A text value with a NUL character put somewhere in it. */
function withNul(text: string, at: number): string {
  const position = at % (text.length + 1);
  return `${text.slice(0, position)}\u0000${text.slice(position)}`;
}

/** Paths of the string leaves of a valid body: top-level fields and the items of top-level lists. */
function stringLeaves(fields: JsonFields): string[] {
  const leaves: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') leaves.push(key);
    else if (Array.isArray(value))
      value.forEach((item: unknown, index) => {
        if (typeof item === 'string') leaves.push(`${key}[${index}]`);
      });
  }
  return leaves;
}

function replacedLeaf(fields: JsonFields, leaf: string, at: number): JsonFields {
  const item = /^(.+)\[(\d+)\]$/.exec(leaf);
  if (!item) return { ...fields, [leaf]: withNul(String(fields[leaf]), at) };
  const [, key = '', index = '0'] = item;
  const list = [...(fields[key] as unknown[])];
  list[Number(index)] = withNul(String(list[Number(index)]), at);
  return { ...fields, [key]: list };
}

/** A valid body with a NUL character in one of its text fields, and that field's path. */
export interface NulBody {
  text: string;
  field: string;
}

export function nulBody(valid: fc.Arbitrary<JsonFields>): fc.Arbitrary<NulBody | null> {
  return fc.tuple(valid, fc.nat(), fc.nat()).map(([fields, pick, at]) => {
    const leaves = stringLeaves(fields);
    const field = leaves[pick % Math.max(leaves.length, 1)];
    if (field === undefined) return null;
    return { text: JSON.stringify(replacedLeaf(fields, field, at)), field };
  });
}

/** Valid query parameters with a NUL character (%00) in one value, and that parameter's name. */
export function nulQuery(
  valid: fc.Arbitrary<QueryFields>,
): fc.Arbitrary<{ text: string; field: string } | null> {
  return fc.tuple(valid, fc.nat(), fc.nat()).map(([fields, pick, at]) => {
    const keys = Object.keys(fields);
    const field = keys[pick % Math.max(keys.length, 1)];
    if (field === undefined) return null;
    const text = Object.entries(fields)
      .map(([key, value]) => `${key}=${encodeURIComponent(key === field ? withNul(value, at) : value)}`)
      .join('&');
    return { text, field };
  });
}

/** True when the body, read as the server reads it, breaks a limit the body parser enforces. */
export function breaksInputLimits(bodyText: string | undefined): boolean {
  if (bodyText === undefined) return false;
  try {
    return inputBoundProblems(JSON.parse(bodyText)).length > 0;
  } catch {
    return false;
  }
}
