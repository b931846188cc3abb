import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS, type BookingDto } from '../../../contract';
import { signIn } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { createBookingRepository } from '../bookings.repository';
import { STREAMED_BATCH_SIZE } from '../booking-read.service';
import { LOBBY_USER, OWNER, PALM_COVE, performerIdOf } from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

/** Many more bookings than a batch, four at each date and time so the batches' keyset meets ties. */
const GENERATED = 5000;
/**
 * Each generated booking's notes: 5,000 of them make about 20 MB of JSON, more than loopback's
 * socket buffers hold, so the server cannot read every batch before the client reads.
 */
const NOTES = 'n'.repeat(4000);
const EVERYTHING = 'from=1900-01-01&to=2999-12-31';

/** Bookings in 2061 and 2062 for Palm Cove's Lobby Bar; every third has two performers. */
async function storeGeneratedBookings(): Promise<void> {
  const knex = app().knex;
  const cello = await performerIdOf(app(), 'Daniel Kim');
  const violin = await performerIdOf(app(), 'Sofia Marquez');
  await knex.raw(
    `insert into bookings (title, date, time, duration, notes, department, ensemble, organization_id, status)
     select 'Generated ' || n, date '2061-01-01' + (n / 8), case when n % 8 < 4 then '19:00' else '09:30' end,
            60, ?, 'Lobby Bar', 'Duo', ?, case when n % 5 = 0 then 'pending' else 'confirmed' end
       from generate_series(0, ? - 1) as n`,
    [NOTES, PALM_COVE, GENERATED],
  );
  await knex.raw(
    `insert into booking_performers (booking_id, performer_id, instrument, position)
     select b.id, p.performer_id, p.instrument, p.position
       from bookings b
       cross join (values (?::int, 'cello', 0), (?::int, 'violin', 1)) as p(performer_id, instrument, position)
      where b.title like 'Generated %' and b.id % 3 = 0`,
    [cello, violin],
  );
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Keyset statements the server had started when the answer's headers arrived. */
  batchesBeforeHeaders: number;
}

/** Statements of a streamed read (each batch is one, with a limit); counted from the knex query event. */
function countBatchStatements(): { count: () => number; stop: () => void } {
  let count = 0;
  const listener = (query: { sql: string }): void => {
    if (/from "bookings" as "b"/.test(query.sql) && /\blimit\b/.test(query.sql)) count += 1;
  };
  app().knex.on('query', listener);
  return { count: () => count, stop: () => app().knex.removeListener('query', listener) };
}

describe('streamed bookings reads', () => {
  let server: http.Server;
  let owner: string;

  /** A GET read as a browser would, uncompressed; `onHeaders` runs before any of the body is taken. */
  function get(path: string, cookie: string, onHeaders?: () => Promise<void>): Promise<RawAnswer> {
    const { port } = server.address() as AddressInfo;
    const batches = countBatchStatements();
    return new Promise<RawAnswer>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, headers: { Cookie: cookie } }, (response) => {
        const batchesBeforeHeaders = batches.count();
        response.pause();
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('aborted', () => reject(new Error('the answer was cut off')));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            batchesBeforeHeaders,
          }),
        );
        void (onHeaders ?? (() => Promise.resolve()))().then(() => response.resume(), reject);
      });
      request.on('error', reject);
    }).finally(() => batches.stop());
  }

  beforeAll(async () => {
    await storeGeneratedBookings();
    owner = await signIn(app(), OWNER);
    server = http.createServer(app().portal.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('when the owner reads an organization with no range, then the answer is the same JSON as a read covering every date, holding every booking', async () => {
    const streamed = await get(`${API_PATHS.bookings}?organizationId=${PALM_COVE}`, owner);
    const whole = await get(`${API_PATHS.bookings}?organizationId=${PALM_COVE}&${EVERYTHING}`, owner);

    expect(streamed.status).toBe(200);
    expect(streamed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(streamed.headers.etag).toBeDefined();
    expect(streamed.body).toBe(whole.body);
    const bookings = JSON.parse(streamed.body) as BookingDto[];
    const generated = bookings.filter((booking) => booking.title.startsWith('Generated '));
    expect(generated).toHaveLength(GENERATED);
    expect(new Set(bookings.map((booking) => booking.id)).size).toBe(bookings.length);
    const withPerformers = generated.filter((booking) => booking.performers.length === 2);
    expect(withPerformers.length).toBeGreaterThan(GENERATED / 4);
    expect(withPerformers[0]?.performerData).toContain('"instrument":"cello"');
  });

  it('when the owner reads every client with no range, and a user their department from a date on, then each answer is the same as the whole read', async () => {
    const lobby = await signIn(app(), LOBBY_USER);
    const pairs = [
      [`${API_PATHS.bookings}`, `${API_PATHS.bookings}?${EVERYTHING}`, owner],
      [`${API_PATHS.bookings}?from=2061-06-01`, `${API_PATHS.bookings}?from=2061-06-01&to=2999-12-31`, lobby],
      [`${API_PATHS.bookings}?status=pending`, `${API_PATHS.bookings}?status=pending&${EVERYTHING}`, owner],
    ] as const;
    for (const [streamedPath, wholePath, cookie] of pairs) {
      const streamed = await get(streamedPath, cookie);
      const whole = await get(wholePath, cookie);

      expect(streamed.status).toBe(200);
      expect(streamed.body).toBe(whole.body);
      expect((JSON.parse(streamed.body) as BookingDto[]).length).toBeGreaterThan(STREAMED_BATCH_SIZE);
    }
  });

  it('when the answer is large, then its first bytes leave before the last batch is read', async () => {
    const batches = Math.ceil(GENERATED / STREAMED_BATCH_SIZE);

    const json = await get(`${API_PATHS.bookings}?organizationId=${PALM_COVE}`, owner);
    const csv = await get(`${API_PATHS.bookingsCsv}?organizationId=${PALM_COVE}`, owner);

    expect(json.batchesBeforeHeaders).toBeGreaterThanOrEqual(1);
    expect(json.batchesBeforeHeaders).toBeLessThan(batches);
    expect(csv.batchesBeforeHeaders).toBeLessThan(batches);
    expect(json.headers['transfer-encoding']).toBe('chunked');
    expect(csv.headers['transfer-encoding']).toBe('chunked');
  });

  it('when the CSV export is read with no range, then it holds every booking, one row each, in the read order', async () => {
    const csv = await get(`${API_PATHS.bookingsCsv}?organizationId=${PALM_COVE}`, owner);
    const json = await get(`${API_PATHS.bookings}?organizationId=${PALM_COVE}`, owner);

    const bookings = JSON.parse(json.body) as BookingDto[];
    const dates = csv.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.slice(0, 10));
    expect(csv.status).toBe(200);
    expect(csv.body.endsWith('\r\n')).toBe(true);
    expect(dates).toEqual(bookings.map((booking) => booking.date));
    expect(csv.body.split('Generated ').length - 1).toBe(GENERATED);
  });

  it('when a batch fails after the first bytes went out, then the connection ends without the answer completing', async () => {
    const cut = get(`${API_PATHS.bookings}?organizationId=${PALM_COVE}`, owner, async () => {
      // The server waits on the unread answer; the next batch's statement then finds no table.
      await app().knex.raw('alter table booking_performers rename to booking_performers_away');
    });

    await expect(cut).rejects.toThrow();
    await app().knex.raw('alter table booking_performers_away rename to booking_performers');
    const again = await get(`${API_PATHS.bookings}?organizationId=${PALM_COVE}`, owner);
    expect(again.status).toBe(200);
  });

  it('when the repository reads in small batches, then they join into the whole list in its order', async () => {
    const repository = createBookingRepository(app().knex);
    const filter = { organization: PALM_COVE, departments: ['Lobby Bar'], from: '2061-01-01' };

    const joined: number[] = [];
    for await (const batch of repository.batches(filter, 7)) joined.push(...batch.map((record) => record.id));

    expect(joined).toEqual((await repository.list(filter)).map((record) => record.id));
    expect(joined).toHaveLength(GENERATED);
  });
});
