import fc from 'fast-check';

/** The JSON body limit of the API (platform/http JSON_BODY_LIMIT, '100kb' as the parser counts it). */
const BODY_LIMIT_BYTES = 100 * 1024;

function isMalformed(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

/** Texts a JSON parser must refuse; each starts like an object or array, so it is no wrong type either. */
const MALFORMED_SAMPLES: readonly string[] = [
  '{',
  '[',
  '{"title":',
  '{"title":"unterminated}',
  "{'title':'single quotes'}",
  '{title:"bare key"}',
  '{"a":1,}',
  '[1,2,]',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{"a":0x10}',
  '{"a":01}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":"raw\nnewline"}',
  '{"a":1}}',
  '{"a":1} trailing',
  '{"__proto__":}',
  '{"a":1 /* comment */}',
  `{${'"k":'.repeat(50)}`,
  '[{"a":[{"b":}]}]',
];

/** Valid bodies cut short or given a stray character. */
const corrupted = fc
  .tuple(fc.json({ maxDepth: 2 }), fc.nat(), fc.constantFrom('', '}', ',', ']', '"', ':', 'x'))
  .map(([text, cut, stray]) => `{"data":${text}`.slice(0, 8 + (cut % Math.max(text.length, 1))) + stray);

export const malformedJson: fc.Arbitrary<string> = fc
  .oneof(fc.constantFrom(...MALFORMED_SAMPLES), corrupted)
  .filter(isMalformed);

/** Content types a JSON route must refuse, however close to JSON they look. */
export const wrongContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'text/plain; charset=utf-8',
  'text/html',
  'text/json',
  'text/javascript',
  'application/javascript',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  'application/json5',
  'image/png',
);

/** Valid JSON just over the limit up to four times it, in one-byte or four-byte characters. */
export const oversizedJson: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1, max: 3 * BODY_LIMIT_BYTES }), fc.constantFrom('a', '😀', '<'))
  .map(([excess, unit]) => {
    const bytesPerUnit = Buffer.byteLength(unit);
    const units = Math.ceil((BODY_LIMIT_BYTES + excess) / bytesPerUnit);
    return JSON.stringify({ title: unit.repeat(units) });
  });
