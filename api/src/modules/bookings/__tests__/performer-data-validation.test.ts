import {
  API_PATHS,
  BOOKING_ERROR_MESSAGES as E,
  ORG_VALIDATION_MESSAGES as O,
  type BookingWriteDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import {
  OWNER,
  PALM_COVE,
  bookingCount,
  performerIdOf,
  storeBooking,
} from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

/** Larger than any PostgreSQL integer: such an id names no performer and must not reach a query. */
const OUT_OF_RANGE_ID = 99_999_999_999;
/** The spec's instrument limit: 'Instrument name must be less than 50 characters' (docs/PRODUCT.md section 5). */
const LONGEST_INSTRUMENT = 'i'.repeat(50);

let pianist: number;

beforeAll(async () => {
  pianist = await performerIdOf(app(), 'Sofia Marquez');
});

function booking(date: string, performers: unknown[]): Record<string, unknown> {
  return {
    title: 'Solo - Lobby Bar',
    date,
    time: '19:00',
    duration: 60,
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    ensemble: 'Solo',
    userId: '',
    performerData: JSON.stringify(performers),
  };
}

async function create(body: Record<string, unknown>) {
  return write('post', API_PATHS.bookings, await as(OWNER)).send(body);
}

describe('performerData entries on create and edit', () => {
  it.each([OUT_OF_RANGE_ID, String(OUT_OF_RANGE_ID), 2 ** 31])(
    'when a performerId is %p (beyond any stored id), then 400 "Performer not found" on performerData and nothing is written',
    async (performerId) => {
      const date = '2040-03-02';
      const response = await create(booking(date, [{ performerId, instrument: 'piano' }]));

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: E.unknownPerformer,
        errors: [{ path: 'performerData', message: E.unknownPerformer }],
      });
      expect(await bookingCount(app(), { date })).toBe(0);
    },
  );

  it('when an instrument name is longer than 50 characters, then 400 with the spec text on performerData; 50 characters pass', async () => {
    const tooLong = await create(
      booking('2040-03-03', [{ performerId: pianist, instrument: `${LONGEST_INSTRUMENT}x` }]),
    );
    const longest = await create(
      booking('2040-03-04', [{ performerId: pianist, instrument: LONGEST_INSTRUMENT }]),
    );

    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      message: O.instrumentTooLong,
      errors: [{ path: 'performerData', message: O.instrumentTooLong }],
    });
    expect(await bookingCount(app(), { date: '2040-03-03' })).toBe(0);
    expect(longest.status).toBe(201);
    expect((longest.body as BookingWriteDto).performers).toEqual([
      expect.objectContaining({ performerId: pianist, instrument: LONGEST_INSTRUMENT }),
    ]);
  });

  it('when an ignored entry (no instrument, or performer none) holds odd values, then it is still ignored as the spec says', async () => {
    const response = await create(
      booking('2040-03-05', [
        { performerId: OUT_OF_RANGE_ID },
        { performerId: 'none', instrument: `${LONGEST_INSTRUMENT}x` },
        { performerId: pianist, instrument: 'piano' },
      ]),
    );

    expect(response.status).toBe(201);
    expect((response.body as BookingWriteDto).performers).toEqual([
      expect.objectContaining({ performerId: pianist, instrument: 'piano' }),
    ]);
  });

  it('when an edit names an out-of-range performer or too long an instrument, then 400 on performerData and the booking stays', async () => {
    const id = await storeBooking(app(), {
      date: '2040-03-06',
      department: 'Lobby Bar',
      organizationId: PALM_COVE,
      performers: [{ performerId: pianist, instrument: 'piano' }],
    });
    const cookie = await as(OWNER);

    const outOfRange = await write('patch', API_PATHS.booking(id), cookie).send({
      performerData: JSON.stringify([{ performerId: OUT_OF_RANGE_ID, instrument: 'piano' }]),
    });
    const tooLong = await write('patch', API_PATHS.booking(id), cookie).send({
      performerData: JSON.stringify([{ performerId: pianist, instrument: `${LONGEST_INSTRUMENT}x` }]),
    });

    expect([outOfRange.status, outOfRange.body]).toEqual([
      400,
      { message: E.unknownPerformer, errors: [{ path: 'performerData', message: E.unknownPerformer }] },
    ]);
    expect([tooLong.status, tooLong.body]).toEqual([
      400,
      { message: O.instrumentTooLong, errors: [{ path: 'performerData', message: O.instrumentTooLong }] },
    ]);
    const stored = await app()
      .knex('booking_performers')
      .select('performerId', 'instrument')
      .where({ bookingId: id });
    expect(stored).toEqual([{ performerId: pianist, instrument: 'piano' }]);
  });
});

describe('selectedPerformers of an advanced duplicate', () => {
  it('when a selected performer is out of range or its instrument too long, then 400 naming that entry and no copy is written', async () => {
    const id = await storeBooking(app(), {
      date: '2040-04-01',
      department: 'Lobby Bar',
      organizationId: PALM_COVE,
    });
    const cookie = await as(OWNER);
    const duplicate = (selectedPerformers: unknown[]) =>
      write('post', API_PATHS.bookingDuplicate(id), cookie).send({
        targetDates: ['2040-04-02'],
        title: 'Solo - Lobby Bar',
        selectedPerformers,
      });

    const outOfRange = await duplicate([{ performerId: OUT_OF_RANGE_ID, instrument: 'piano' }]);
    const tooLong = await duplicate([{ performerId: pianist, instrument: `${LONGEST_INSTRUMENT}x` }]);

    expect([outOfRange.status, outOfRange.body]).toEqual([
      400,
      {
        message: E.unknownPerformer,
        errors: [{ path: 'selectedPerformers[0].performerId', message: E.unknownPerformer }],
      },
    ]);
    expect([tooLong.status, tooLong.body]).toEqual([
      400,
      {
        message: O.instrumentTooLong,
        errors: [{ path: 'selectedPerformers[0].instrument', message: O.instrumentTooLong }],
      },
    ]);
    expect(await bookingCount(app(), { date: '2040-04-02' })).toBe(0);
  });
});
