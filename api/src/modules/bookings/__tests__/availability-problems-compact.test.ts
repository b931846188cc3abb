import { compactBookedOf, compactUnavailableOf, placeListOf } from '../availability-problems-compact';
import type { OverlappingBookingRow } from '../availability-check.repository';

const PALM_COVE = 1;
const CYPRESS_HILLS = 3;

const cypressBooking: OverlappingBookingRow = {
  bookingId: 70,
  organizationId: CYPRESS_HILLS,
  date: '2044-03-01',
  time: '19:30',
  duration: 60,
  slotDates: ['2044-03-01'],
  performerIds: [4, 9],
  title: '',
  department: 'Clubhouse',
};

const organizations = new Map([
  [CYPRESS_HILLS, { id: CYPRESS_HILLS, name: 'Cypress Hills Country Club', timeZone: 'America/Chicago' }],
]);

function readerFor(role: 'owner' | 'user') {
  return {
    actor: { role, organizationId: role === 'owner' ? 2 : PALM_COVE },
    organizationId: PALM_COVE,
    organizations,
    mayReadReasons: role === 'owner',
  };
}

describe('the compact availability answer as the reader may see it', () => {
  it('when the reader may see the other organization, then its booking says when, in its zone, and where', () => {
    const places = placeListOf();

    const booked = compactBookedOf(cypressBooking, readerFor('owner'), places);

    expect(booked).toMatchObject({ booking: null, time: '19:30', performerIds: [4, 9] });
    expect(places.places[booked.place]).toEqual({
      timeZone: 'America/Chicago',
      where: { organizationName: 'Cypress Hills Country Club', department: 'Clubhouse' },
    });
  });

  it('when a user of another organization reads it, then only its time and zone: nothing names or links its organization', () => {
    const places = placeListOf();

    const booked = compactBookedOf(cypressBooking, readerFor('user'), places);

    expect(places.places).toEqual([{ timeZone: 'America/Chicago', where: null }]);
    expect(booked).not.toHaveProperty('organizationId');
    expect(JSON.stringify({ booked, places: places.places })).not.toMatch(
      /Cypress|Clubhouse|"bookingId"|\b70\b/,
    );
  });

  it('when the reader may not read reasons, then a period comes without its reason, once for all its dates', () => {
    const period = {
      id: 5,
      performerId: 4,
      startDate: '2044-03-01',
      startTime: '00:00',
      endDate: '2044-03-03',
      endTime: '00:00',
      reason: 'Surgery',
      timeZone: 'America/New_York',
      createdAt: '2044-01-01T00:00:00.000Z',
    };

    const unavailable = compactUnavailableOf(
      [
        { slotDate: '2044-03-01', period },
        { slotDate: '2044-03-02', period },
      ],
      { mayReadReasons: false },
    );

    expect(unavailable).toEqual([
      { slotDates: ['2044-03-01', '2044-03-02'], unavailability: { ...period, reason: null } },
    ]);
  });
});
