import type { PerformerDto } from '../../contract';
import type { OrganizationZone, PerformerRef } from './bookings.types';

/** What naming a booking takes: the organizations with their zones, and the performers, by id. */
export interface BookingDirectory {
  organizations: ReadonlyMap<number, OrganizationZone>;
  performers: ReadonlyMap<number, PerformerDto>;
}

/** Where a booking is and who plays in it: a stored booking, or the copy a performer's notice keeps. */
export interface PlacedBooking {
  organizationId: number | null;
  department: string | null;
  performers: readonly PerformerRef[];
}

/** One performer entry of the booking: their name (null when deleted meanwhile) and what they play. */
interface SeenPart {
  performerId: number;
  name: string | null;
  instrument: string;
}

/** A booking as one who plays in it sees it (or, without a viewer, as its calendar event shows it). */
export interface BookingAsSeen {
  /** The booking's organization with its zone; null without one (or when it was deleted meanwhile). */
  organization: OrganizationZone | null;
  /** Where it is played: the venue, or the organization's name for a booking without one. */
  venue: string;
  /** 'Lobby Bar, Palm Cove Beach Resort': the venue and its organization (or the organization alone). */
  location: string;
  /** Every performer entry, in the booking's order. */
  players: SeenPart[];
  /** The viewer's own instruments, in the booking's order (none without a viewer). */
  own: string[];
  /** The others' entries, in the booking's order (everyone's without a viewer). */
  mates: SeenPart[];
}

/** What a booking of no (or a vanished) organization is said to be at. */
const NO_ORGANIZATION = 'no organization';

/**
 * The one way a performer's views name a booking: the digest's lines, the calendar events of the
 * feeds and the digest's file, and the gigs of their own page all read it from here.
 */
export function bookingAsSeenBy(
  viewerId: number | null,
  booking: PlacedBooking,
  directory: BookingDirectory,
): BookingAsSeen {
  const organization =
    (booking.organizationId === null ? undefined : directory.organizations.get(booking.organizationId)) ??
    null;
  const organizationName = organization?.name ?? NO_ORGANIZATION;
  const players = booking.performers.map((ref) => ({
    performerId: ref.performerId,
    name: directory.performers.get(ref.performerId)?.name ?? null,
    instrument: ref.instrument,
  }));
  return {
    organization,
    venue: booking.department ?? organizationName,
    location: booking.department === null ? organizationName : `${booking.department}, ${organizationName}`,
    players,
    own: players.filter((part) => part.performerId === viewerId).map((part) => part.instrument),
    mates: players.filter((part) => part.performerId !== viewerId),
  };
}
