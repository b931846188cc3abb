/** Bookings for the benchmarks, written straight into the fresh bench database in one transaction. */
import moment from 'moment';

/** Start times over the day's hourly rows: 08:00, 09:30, 10:00, ... 22:00, then 08:30, 09:00, ... (15 hours). */
export function spreadStartTime(index) {
  return `${String(8 + (index % 15)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`;
}

/**
 * Inserts `count` bookings of the organization, spread day by day over `days` days from `from` and
 * over its departments, each played by `performersPerBooking` of the provider's performers; every
 * `pendingEvery`-th booking is pending. `timeOf(index)` gives each booking's start ('HH:mm').
 */
export async function insertBenchBookings(
  client,
  { organizationId, from, days, count, ensemble, duration, performersPerBooking, pendingEvery, timeOf },
) {
  const { rows: departments } = await client.query(
    'select name from departments where organization_id = $1 order by name',
    [organizationId],
  );
  const { rows: performers } = await client.query(
    'select id, instruments from performers where organization_id = 2 order by id',
  );
  await client.query('begin');
  for (let index = 0; index < count; index += 1) {
    const department = departments[index % departments.length].name;
    const date = moment(from)
      .add(index % days, 'days')
      .format('YYYY-MM-DD');
    const { rows } = await client.query(
      `insert into bookings (title, date, time, duration, department, ensemble, organization_id, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        `${ensemble} - ${department}`,
        date,
        timeOf(index),
        duration,
        department,
        ensemble,
        organizationId,
        index % pendingEvery === 0 ? 'pending' : 'confirmed',
      ],
    );
    for (let seat = 0; seat < performersPerBooking; seat += 1) {
      const performer = performers[(index + seat * 5) % performers.length];
      await client.query(
        'insert into booking_performers (booking_id, performer_id, instrument, position) values ($1, $2, $3, $4)',
        [rows[0].id, performer.id, performer.instruments[0], seat],
      );
    }
  }
  await client.query('commit');
}

/**
 * The body of POST /api/bookings the live-change benchmarks send: a confirmed Solo in the Lobby Bar of
 * the first organization, 60 minutes; `fields` set the rest (title and date at least).
 */
export function lobbyBarBooking(fields) {
  return {
    time: '19:00',
    duration: 60,
    notes: null,
    department: 'Lobby Bar',
    ensemble: 'Solo',
    userId: '',
    organizationId: 1,
    status: 'confirmed',
    performerData: null,
    ...fields,
  };
}
