import type { PerformerDto } from '../../../contract';
import { bookingAsSeenBy, type BookingDirectory } from '../booking-as-seen';

function performer(id: number, name: string): PerformerDto {
  return {
    id,
    name,
    instruments: [],
    profilePicture: null,
    bio: null,
    organizationId: 2,
    email: null,
    sendBookingNotices: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const ANNA = 11;
const BORIS = 12;
const GONE = 13;

const directory: BookingDirectory = {
  organizations: new Map([[1, { id: 1, name: 'Palm Cove Beach Resort', timeZone: 'America/New_York' }]]),
  performers: new Map([
    [ANNA, performer(ANNA, 'Anna Vale')],
    [BORIS, performer(BORIS, 'Boris Lund')],
  ]),
};

const lobbyGig = {
  organizationId: 1,
  department: 'Lobby Bar',
  performers: [
    { performerId: ANNA, instrument: 'piano' },
    { performerId: BORIS, instrument: 'bass' },
    { performerId: ANNA, instrument: 'vocals' },
    { performerId: GONE, instrument: 'drums' },
  ],
};

describe('bookingAsSeenBy: a booking as one who plays in it sees it', () => {
  it('when a performer looks at their gig, then it names the venue with its organization and zone, their own instruments and the others in the booking order', () => {
    const seen = bookingAsSeenBy(ANNA, lobbyGig, directory);

    expect(seen.organization).toEqual({
      id: 1,
      name: 'Palm Cove Beach Resort',
      timeZone: 'America/New_York',
    });
    expect(seen.venue).toBe('Lobby Bar');
    expect(seen.location).toBe('Lobby Bar, Palm Cove Beach Resort');
    expect(seen.own).toEqual(['piano', 'vocals']);
    expect(seen.mates).toEqual([
      { performerId: BORIS, name: 'Boris Lund', instrument: 'bass' },
      { performerId: GONE, name: null, instrument: 'drums' },
    ]);
  });

  it('when nobody in particular looks (a calendar event), then every entry is a mate and none is their own', () => {
    const seen = bookingAsSeenBy(null, lobbyGig, directory);

    expect(seen.own).toEqual([]);
    expect(seen.mates).toEqual(seen.players);
    expect(seen.players.map((part) => part.name)).toEqual(['Anna Vale', 'Boris Lund', 'Anna Vale', null]);
  });

  it('when the booking has no venue, then the organization is both the venue and the location', () => {
    const seen = bookingAsSeenBy(BORIS, { ...lobbyGig, department: null }, directory);

    expect(seen.venue).toBe('Palm Cove Beach Resort');
    expect(seen.location).toBe('Palm Cove Beach Resort');
    expect(seen.own).toEqual(['bass']);
  });

  it('when the organization is unknown (none, or deleted meanwhile), then it has no zone and is said to be at no organization', () => {
    const withoutOrganization = bookingAsSeenBy(ANNA, { ...lobbyGig, organizationId: null }, directory);
    const vanished = bookingAsSeenBy(ANNA, { ...lobbyGig, organizationId: 99, department: null }, directory);

    expect(withoutOrganization.organization).toBeNull();
    expect(withoutOrganization.location).toBe('Lobby Bar, no organization');
    expect(vanished.organization).toBeNull();
    expect(vanished.venue).toBe('no organization');
  });

  it('when the viewer does not play in it, then nothing is their own and everyone is a mate', () => {
    const seen = bookingAsSeenBy(GONE + 1, lobbyGig, directory);

    expect(seen.own).toEqual([]);
    expect(seen.mates).toHaveLength(4);
  });
});
