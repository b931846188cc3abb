import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The matrix's OpenAPI comparison: the previous release's document less what it deprecated
 * (openapi-contract-steps.mjs), against this one's through api/scripts/openapi-diff.mjs. A removal the
 * previous release announced passes; any other removal fails.
 */
const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');
const CONTRACT_STEPS = path.join(REPOSITORY_ROOT, 'infra', 'release', 'openapi-contract-steps.mjs');
const OPENAPI_DIFF = path.join(REPOSITORY_ROOT, 'api', 'scripts', 'openapi-diff.mjs');

type Json = Record<string, unknown>;

function answering(schema: Json, deprecated = false): Json {
  return {
    ...(deprecated ? { deprecated: true } : {}),
    responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
  };
}

const BOOKING_SCHEMA = {
  type: 'object',
  required: ['id', 'legacyCode'],
  properties: {
    id: { type: 'integer' },
    legacyCode: { type: 'string', deprecated: true },
    title: { type: 'string' },
  },
};

const PREVIOUS: Json = {
  openapi: '3.1.0',
  info: { title: 'previous', version: '1' },
  paths: {
    '/api/bookings': { get: answering({ type: 'array', items: { $ref: '#/components/schemas/Booking' } }) },
    '/api/old-report': { get: answering({ type: 'object' }, true) },
    '/api/users': { get: answering({ type: 'array' }) },
  },
  components: { schemas: { Booking: BOOKING_SCHEMA } },
};

/** The previous document with `change` applied (a deep copy). */
function current(
  change: (document: { paths: Json; components: { schemas: { Booking: typeof BOOKING_SCHEMA } } }) => void,
): Json {
  const document = JSON.parse(JSON.stringify(PREVIOUS)) as Parameters<typeof change>[0];
  change(document);
  return document as unknown as Json;
}

describe('the OpenAPI comparison of the old/new matrix', () => {
  let directory: string;
  beforeAll(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-openapi-contract-'));
  });
  afterAll(() => {
    fs.rmSync(directory, { recursive: true, force: true });
  });

  function compare(currentDocument: Json): { status: number | null; output: string; deprecated: string[] } {
    const previousFile = path.join(directory, 'previous.json');
    const strippedFile = path.join(directory, 'previous-stripped.json');
    const currentFile = path.join(directory, 'current.json');
    fs.writeFileSync(previousFile, JSON.stringify(PREVIOUS));
    fs.writeFileSync(currentFile, JSON.stringify(currentDocument));
    const strip = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import fs from 'node:fs';
         import { withoutContractSteps, deprecatedInDocument } from ${JSON.stringify(CONTRACT_STEPS)};
         const previous = JSON.parse(fs.readFileSync(${JSON.stringify(previousFile)}, 'utf8'));
         fs.writeFileSync(${JSON.stringify(strippedFile)}, JSON.stringify(withoutContractSteps(previous)));
         console.log(JSON.stringify(deprecatedInDocument(previous)));`,
      ],
      { encoding: 'utf8' },
    );
    if (strip.status !== 0) throw new Error(strip.stderr);
    const diff = spawnSync(process.execPath, [OPENAPI_DIFF, strippedFile, currentFile], { encoding: 'utf8' });
    return {
      status: diff.status,
      output: `${diff.stdout}${diff.stderr}`,
      deprecated: JSON.parse(strip.stdout) as string[],
    };
  }

  it('lets a release remove the routes and fields the previous one deprecated', () => {
    const outcome = compare(
      current((document) => {
        delete document.paths['/api/old-report'];
        delete (document.components.schemas.Booking.properties as Partial<typeof BOOKING_SCHEMA.properties>)
          .legacyCode;
        document.components.schemas.Booking.required = ['id'];
      }),
    );
    expect(outcome).toEqual({
      status: 0,
      output: expect.stringContaining('no breaking change'),
      deprecated: ['GET /api/old-report', 'Booking.legacyCode'],
    });
  });

  it('refuses a removed route or field the previous release did not deprecate', () => {
    const withoutRoute = compare(current((document) => delete document.paths['/api/users']));
    expect(withoutRoute).toEqual(
      expect.objectContaining({ status: 1, output: expect.stringContaining('GET /api/users: removed') }),
    );
    const withoutField = compare(
      current((document) => {
        delete (document.components.schemas.Booking.properties as Partial<typeof BOOKING_SCHEMA.properties>)
          .title;
      }),
    );
    expect(withoutField).toEqual(
      expect.objectContaining({
        status: 1,
        output: expect.stringContaining('GET /api/bookings 200 body[].title: removed'),
      }),
    );
  });
});
