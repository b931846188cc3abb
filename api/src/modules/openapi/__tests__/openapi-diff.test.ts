import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenApiDocument } from '..';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp();
const SCRIPT = path.join(__dirname, '../../../../scripts/openapi-diff.mjs');
const directory = mkdtempSync(path.join(tmpdir(), 'openapi-diff-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

type Schemas = Record<string, { properties: Record<string, unknown>; required: string[] }>;

async function releasedDocument(): Promise<OpenApiDocument> {
  const response = await app().http().get('/api/openapi.json');
  expect(response.status).toBe(200);
  return response.body as OpenApiDocument;
}

function schemasOf(document: OpenApiDocument): Schemas {
  return (document.components as { schemas: Schemas }).schemas;
}

/** Runs the script on the previous release's document and this one's: its exit status and report. */
function diff(
  previous: OpenApiDocument,
  current: OpenApiDocument,
): { status: number | null; report: string } {
  const previousFile = path.join(directory, 'previous.json');
  const currentFile = path.join(directory, 'current.json');
  writeFileSync(previousFile, JSON.stringify(previous));
  writeFileSync(currentFile, JSON.stringify(current));
  const run = spawnSync(process.execPath, [SCRIPT, previousFile, currentFile], { encoding: 'utf8' });
  return { status: run.status, report: `${run.stdout}${run.stderr}` };
}

describe('node api/scripts/openapi-diff.mjs <previous> <current>', () => {
  it('passes a release that only adds: the same document, a new optional field, a new route', async () => {
    const previous = await releasedDocument();
    const current = structuredClone(previous);
    schemasOf(current).Booking!.properties.rehearsal = { type: 'boolean' };
    current.paths['/api/bookings/{id}/rehearsals'] = { get: previous.paths['/api/bookings/{id}']!.get! };

    expect(diff(previous, previous).status).toBe(0);
    expect(diff(previous, current)).toEqual({ status: 0, report: 'openapi-diff: no breaking change\n' });
  });

  it('refuses a release that removes a route or an answer field, or makes a field optional, naming each', async () => {
    const previous = await releasedDocument();
    const current = structuredClone(previous);
    delete current.paths['/api/public/venue'];
    const booking = schemasOf(current).Booking!;
    delete booking.properties.notes;
    booking.required = booking.required.filter((name) => name !== 'notes' && name !== 'endTime');

    const { status, report } = diff(previous, current);

    expect(status).toBe(1);
    expect(report).toContain('GET /api/public/venue: removed');
    expect(report).toContain('GET /api/bookings/{id} 200 body.notes: removed');
    expect(report).toContain('GET /api/bookings 200 body[].notes: removed');
    expect(report).toContain('GET /api/bookings/{id} 200 body.endTime: no longer always present');
  });

  it('refuses a public route that comes to need a session, and a newly required body field', async () => {
    const previous = await releasedDocument();
    const current = structuredClone(previous);
    const venue = current.paths['/api/public/venue']!.get as { security: unknown[] };
    venue.security = [{ session: [] }];
    const create = current.paths['/api/bookings']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    create.requestBody.content['application/json'].schema.required.push('notes');

    const { status, report } = diff(previous, current);

    expect(status).toBe(1);
    expect(report).toContain('GET /api/public/venue: was public');
    expect(report).toContain('POST /api/bookings: body field notes is now required');
  });
});
