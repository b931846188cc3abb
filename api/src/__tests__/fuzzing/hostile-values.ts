import fc from 'fast-check';

/*
 * Hostile inputs for the API fuzzing, written as JSON text fragments: a fragment can carry what a
 * JavaScript value cannot (a literal "__proto__" key, 1e999, -0, a duplicate key), and the request
 * is sent exactly as written. None of the fixed strings contains what the leak check looks for
 * (stack frames, file paths, SQL error text), so an echo of the input is never mistaken for a leak.
 */

/** Values injected through extra keys; a stored row carrying one of them was mass-assigned. */
export const INJECTED = {
  id: 987_654_321,
  createdAt: '1999-12-31T23:59:59.000Z',
  /** Another client organization (Cypress Hills), for routes where organizationId is no field. */
  organizationId: 3,
} as const;

const LONG_ASCII = 'a'.repeat(10_000);
const LONG_EMOJI = '😀'.repeat(2_500);

/** Strings that break naive code: sizes, encodings, markup, SQL and template metacharacters. */
const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t\n  ',
  '\u0000',
  'nul\u0000inside',
  LONG_ASCII,
  LONG_EMOJI,
  `${'x'.repeat(99)}é`,
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\u202Egnp.exe\u202C',
  'שלום עולם مرحبا',
  '\u200B\u200C\u200D\uFEFF',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\uD800',
  '\uDFFFtail',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  "' OR '1'='1",
  "'; DROP TABLE bookings; --",
  '" OR ""="',
  '1) OR (1=1',
  '%',
  '_%_',
  '\\',
  "\\'",
  '$1',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e308',
  '0x10',
  '1.5',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'line\r\nSet-Cookie: bp_session=stolen',
  '2031-02-30',
  '2031-13-01',
  '0000-00-00',
  '9999-12-31',
  '+275760-09-13',
  '2031-03-12T10:00:00Z',
  '24:00',
  '23:60',
  '-1:00',
  '12:00:00',
  'not-an-email',
  'a@b',
  'UPPER@PALMCOVE.TEST',
  `${'m'.repeat(250)}@palmcove.test`,
  '#GGGGGG',
  '#fff',
  'none',
  'owner',
  'super_admin',
];

/** Numbers at and beyond every limit the schemas know (JSON.stringify turns them into text). */
const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  1,
  1.5,
  -0.5,
  14,
  15,
  1440,
  1441,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
];

/** Number literals JSON allows but JavaScript numbers cannot write back: Infinity, -0, lost precision. */
const RAW_NUMBER_LITERALS: readonly string[] = [
  '1e999',
  '-1e999',
  '-0',
  '0.1e-400',
  '123456789012345678901234567890',
  '1.00000000000000000001',
  '1E2',
];

/** Objects whose keys go for the prototype chain; JSON.parse keeps a literal "__proto__" as an own key. */
const PROTOTYPE_PAYLOADS: readonly string[] = [
  '{"__proto__":{"polluted":"yes","role":"owner","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"prototype":{"polluted":"yes"}}',
  '[{"__proto__":{"polluted":"yes"}}]',
];

const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Any string, including lone surrogates and control characters. */
const anyShortString = fc.string({ unit: 'binary', maxLength: 40 });

/** One JSON value fragment that is wrong for (nearly) every field. */
export const hostileValueJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map((text) => JSON.stringify(text)) },
  { weight: 2, arbitrary: anyShortString.map((text) => JSON.stringify(text)) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBER_LITERALS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map(String) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 2, arbitrary: fc.constantFrom('null', 'true', 'false', '[]', '{}', '[null]', '[""]') },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_PAYLOADS) },
  { weight: 1, arbitrary: fc.constantFrom(deeplyNested(64), deeplyNested(2_000)) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom(...HOSTILE_STRINGS.slice(0, 30)), { maxLength: 12 })
      .map((items) => JSON.stringify(items)),
  },
);

/** A whole body that is valid JSON but no object of the route's shape. */
export const hostileTopLevelJson: fc.Arbitrary<string> = fc.oneof(
  hostileValueJson,
  fc.constantFrom('{}', '[]', '[{}]', '""', '0', 'null'),
);

/**
 * Keys a client must not be able to set: roles and levels, tenancy, identity, timestamps, stored
 * secrets and the prototype chain. Where one is a real field of the route, its value here replaces
 * the valid one (the later duplicate key wins in JSON.parse).
 */
export const EXTRA_KEYS: readonly (readonly [string, string])[] = [
  ['role', '"owner"'],
  ['permissionLevel', '"owner"'],
  ['permission_level', '"owner"'],
  ['isOwner', 'true'],
  ['organizationId', String(INJECTED.organizationId)],
  ['organization_id', String(INJECTED.organizationId)],
  ['userId', '1'],
  ['user_id', '1'],
  ['id', String(INJECTED.id)],
  ['createdAt', JSON.stringify(INJECTED.createdAt)],
  ['created_at', JSON.stringify(INJECTED.createdAt)],
  ['updatedAt', JSON.stringify(INJECTED.createdAt)],
  ['grantedBy', '1'],
  ['passwordHash', '"$argon2id$fuzz"'],
  ['firebaseUid', '"fuzz-uid"'],
  ['disabledAt', 'null'],
  ['lockedUntil', 'null'],
  ['feedToken', '"fuzz-token"'],
  ['__proto__', '{"polluted":"yes","role":"owner","permissionLevel":"owner"}'],
  ['constructor', '{"prototype":{"polluted":"yes"}}'],
  ['prototype', '{"polluted":"yes"}'],
];

/** A query-string value that is wrong for every parameter, or percent-encoding that is itself broken. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map(encodeQueryText) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeQueryText) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS, ...RAW_NUMBER_LITERALS).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%C0%AF', '%FF%FE', '+', '%2B', '%26', '%3D'),
  },
);

/** Raw query-string parts that try to smuggle structure: nesting, repeats, empty names, prototype keys. */
export const HOSTILE_QUERY_PARTS: readonly string[] = [
  '__proto__[polluted]=yes',
  '__proto__=polluted',
  'constructor[prototype][polluted]=yes',
  'constructor=x',
  'role=owner',
  'organizationId=3',
  'organizationId[]=3',
  'organizationId=1&organizationId=3',
  'status=pending&status=confirmed',
  'from[]=2031-01-01',
  '=x',
  '&&&',
  'a=b=c',
  '%zz=1',
];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent throws on a lone surrogate: a browser would send U+FFFD in its place. */
export function encodeQueryText(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

/** One path segment that names no row: not a positive integer, out of range, or broken encoding. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '2147483648',
    '9007199254740993',
    '99999999999999999999',
    '1e400',
    'abc',
    'null',
    '__proto__',
    'constructor',
    '%E0%A4%A',
    '%00',
    '%2e%2e',
    '%20',
    '%F0%9F%98%80',
    "1'%20OR%20'1'='1",
    '%3Cscript%3E',
  ),
  fc
    .constantFrom(...HOSTILE_STRINGS)
    .filter((text) => text.length > 0 && text.length < 300)
    .map(encodeQueryText),
);

/** True when a segment could name a real row (a positive id in the range the test database uses). */
export function mayNameRealRow(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  const id = Number(decoded);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31;
}
