import { API_PATHS, type BookingWriteDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import { OWNER, PALM_COVE, performerIdOf, storeBooking } from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

let sax: number;

beforeAll(async () => {
  sax = await performerIdOf(app(), 'Andre Baptiste');
});

/** The performer already plays 19:00 to 20:00 on `date` (or 23:00 to midnight for the overnight cases). */
async function alreadyBooked(date: string, time = '19:00'): Promise<number> {
  return storeBooking(app(), {
    date,
    time,
    duration: 60,
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    performers: [{ performerId: sax, instrument: 'saxophone' }],
  });
}

/** A new booking of the same performer, under the default 'warn' policy: it is written and lists conflicts. */
async function bookSax(date: string, time: string, duration: number): Promise<(number | null)[]> {
  const response = await write('post', API_PATHS.bookings, await as(OWNER)).send({
    title: 'Solo - DUSK',
    date,
    time,
    duration,
    department: 'DUSK',
    organizationId: PALM_COVE,
    ensemble: 'Solo',
    userId: '',
    performerData: JSON.stringify([{ performerId: sax, instrument: 'saxophone' }]),
  });
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${response.text}`);
  return (response.body as BookingWriteDto).conflicts.map((conflict) =>
    conflict.kind === 'booked' ? (conflict.booking?.id ?? null) : null,
  );
}

describe('where one booking ends and the next begins', () => {
  it('when a new booking ends exactly when the other starts (18:00 to 19:00 before 19:00), then they do not conflict', async () => {
    await alreadyBooked('2041-05-01');

    expect(await bookSax('2041-05-01', '18:00', 60)).toEqual([]);
  });

  it('when a new booking starts exactly when the other ends (20:00 after 19:00 to 20:00), then they do not conflict', async () => {
    await alreadyBooked('2041-05-02');

    expect(await bookSax('2041-05-02', '20:00', 60)).toEqual([]);
  });

  it('when a new booking overlaps the other by one minute at its start (18:01 to 19:01), then they conflict', async () => {
    const other = await alreadyBooked('2041-05-03');

    expect(await bookSax('2041-05-03', '18:01', 60)).toEqual([other]);
  });

  it('when a new booking overlaps the other by one minute at its end (19:59 to 20:59), then they conflict', async () => {
    const other = await alreadyBooked('2041-05-04');

    expect(await bookSax('2041-05-04', '19:59', 60)).toEqual([other]);
  });

  it('when the other booking ends at midnight, then a booking at 00:00 the next day does not conflict, one at 23:59 does', async () => {
    await alreadyBooked('2041-05-05', '23:00');
    const other = await alreadyBooked('2041-05-10', '23:00');

    expect(await bookSax('2041-05-06', '00:00', 30)).toEqual([]);
    expect(await bookSax('2041-05-10', '23:59', 15)).toEqual([other]);
  });

  it('when a new booking runs past midnight into the other, then it ends exactly at its start without conflict, or a minute into it with one', async () => {
    await alreadyBooked('2041-05-08', '01:00');
    const other = await alreadyBooked('2041-05-13', '01:00');

    expect(await bookSax('2041-05-07', '23:00', 120)).toEqual([]);
    expect(await bookSax('2041-05-12', '23:30', 91)).toEqual([other]);
  });
});
