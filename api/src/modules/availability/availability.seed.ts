import type { Knex } from 'knex';
import moment from 'moment';
import { PROVIDER_ZONE_FROM_SQL } from './availability-problems.repository';
import { createPerformerUnavailabilityRepository } from './performer-unavailability.repository';
import { createVenueClosureRepository } from './venue-closure.repository';

export interface AvailabilityDemoInput {
  /** The demo's today: the periods and the closure fall in the week after the one it is in. */
  today: Date;
}

export interface SeededAvailability {
  /** Performers with an unavailable period next week. */
  unavailablePerformerIds: number[];
  /** A demo booking one of whose performers is unavailable at its time (null without future bookings). */
  warnedBookingId: number | null;
  closureId: number | null;
}

/** The organization whose venue closes next week: the demo's public resort. */
const CLOSING_ORGANIZATION_SLUG = 'palm-cove';

/**
 * The booking to warn: a staffed future booking, next week's first (Palm Cove's before others'),
 * else the first one after today. Its first performer is the one made unavailable.
 */
const WARNED_BOOKING_SQL = `
  select b.id as "bookingId", bp.performer_id as "performerId"
    from bookings b
    join booking_performers bp on bp.booking_id = b.id
    join organizations o on o.id = b.organization_id
   where b.date > ?::date
   order by (b.date between ?::date and ?::date) desc, (o.slug = ?) desc, b.date, b.time, b.id, bp.position
   limit 1`;

/**
 * The performer away for the whole of the booking's day(s), in the provider's zone: the booking,
 * on its venue's wall clock, falls inside the period wherever the venue is.
 */
const WHOLE_DAYS_OF_BOOKING_SQL = `
  insert into performer_unavailability (performer_id, starts_at, ends_at, reason)
  select ?,
         date_trunc('day', s.starts_at at time zone z.zone) at time zone z.zone,
         (date_trunc('day', s.ends_at at time zone z.zone) + interval '1 day') at time zone z.zone,
         ?
    from (select (b.date + b.time::time) at time zone o.time_zone as starts_at,
                 (b.date + b.time::time + make_interval(mins => b.duration)) at time zone o.time_zone as ends_at
            from bookings b
            join organizations o on o.id = b.organization_id
           where b.id = ?) s
   cross join ${PROVIDER_ZONE_FROM_SQL}`;

const DAY = 'YYYY-MM-DD';

/**
 * Next week's unavailability and closure of the demo (inside the seed's transaction, after the
 * bookings): a performer of an existing booking away on its day (so that booking warns under the
 * demo's 'warn' policy), another touring three days, a third rehearsing one morning, and one of
 * Palm Cove's venues closed all Saturday for a private event.
 */
export async function seedAvailabilityDemoData(
  trx: Knex.Transaction,
  input: AvailabilityDemoInput,
): Promise<SeededAvailability> {
  const periods = createPerformerUnavailabilityRepository(trx);
  const closures = createVenueClosureRepository(trx);
  const monday = moment(input.today).startOf('isoWeek').add(1, 'week');
  const dayOfNextWeek = (offset: number) => monday.clone().add(offset, 'days').format(DAY);

  const warnedResult: { rows: { bookingId: number; performerId: number }[] } = await trx.raw(
    WARNED_BOOKING_SQL,
    [moment(input.today).format(DAY), dayOfNextWeek(0), dayOfNextWeek(6), CLOSING_ORGANIZATION_SLUG],
  );
  const warned = warnedResult.rows[0] ?? null;
  const unavailablePerformerIds: number[] = [];
  if (warned) {
    await trx.raw(WHOLE_DAYS_OF_BOOKING_SQL, [warned.performerId, 'Family event', warned.bookingId]);
    unavailablePerformerIds.push(warned.performerId);
  }

  // Touring Tuesday to Thursday, rehearsing Friday morning.
  const awayNextWeek = [
    {
      span: { startDate: dayOfNextWeek(1), startTime: '00:00', endDate: dayOfNextWeek(4), endTime: '00:00' },
      reason: 'Touring',
    },
    {
      span: { startDate: dayOfNextWeek(4), startTime: '09:00', endDate: dayOfNextWeek(4), endTime: '13:00' },
      reason: 'Rehearsal',
    },
  ];
  const others: number[] = await trx('performers')
    .whereNot('id', warned?.performerId ?? 0)
    .orderBy('id')
    .limit(awayNextWeek.length)
    .pluck('id');
  for (const [index, performerId] of others.entries()) {
    const away = awayNextWeek[index];
    if (!away) break;
    await periods.insert(trx, performerId, away.span, away.reason);
    unavailablePerformerIds.push(performerId);
  }

  const venue: { id: number; organizationId: number } | undefined = await trx('departments as d')
    .join('organizations as o', 'o.id', 'd.organization_id')
    .where('o.slug', CLOSING_ORGANIZATION_SLUG)
    .orderBy('d.id')
    .first('d.id as id', 'd.organization_id as organizationId');
  const saturday = {
    startDate: dayOfNextWeek(5),
    startTime: '00:00',
    endDate: dayOfNextWeek(6),
    endTime: '00:00',
  };
  const closure = venue
    ? await closures.insert(trx, venue.organizationId, venue.id, saturday, 'Private event')
    : null;

  return {
    unavailablePerformerIds,
    warnedBookingId: warned?.bookingId ?? null,
    closureId: closure?.id ?? null,
  };
}
