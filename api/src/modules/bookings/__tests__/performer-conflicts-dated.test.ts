import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { createPerformerConflictRepository } from '../performer-conflicts.repository';
import {
  CYPRESS_HILLS,
  PALM_COVE,
  performerIdOf,
  storeBooking,
} from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

describe("the availability check's overlaps on several dates", () => {
  it("when another organization's booking overlaps, then its row carries no title or venue, and the asked organization's does", async () => {
    const sax = await performerIdOf(app(), 'Andre Baptiste');
    const drums = await performerIdOf(app(), 'Tommy Okafor');
    const ours = await storeBooking(app(), {
      title: 'Solo - DUSK',
      date: '2044-05-01',
      time: '19:30',
      department: 'DUSK',
      organizationId: PALM_COVE,
      performers: [{ performerId: sax, instrument: 'saxophone' }],
    });
    const theirs = await storeBooking(app(), {
      title: 'Cypress Hills party',
      date: '2044-05-01',
      time: '19:00',
      department: 'Clubhouse',
      organizationId: CYPRESS_HILLS,
      performers: [{ performerId: drums, instrument: 'drums' }],
    });

    const rows = await createPerformerConflictRepository().findOverlapsOnDates(app().knex, {
      organizationId: PALM_COVE,
      dates: ['2044-05-01'],
      time: '19:00',
      duration: 120,
      excludeBookingIds: [],
    });

    // The other organization's booking is only 'booked elsewhere' in the answer: its title and venue
    // are not read (and never leave the database for this check).
    expect(rows).toEqual([
      expect.objectContaining({ bookingId: theirs, performerId: drums, title: '', department: null }),
      expect.objectContaining({
        bookingId: ours,
        performerId: sax,
        title: 'Solo - DUSK',
        department: 'DUSK',
      }),
    ]);
    expect(rows.map((row) => row.organizationId)).toEqual([CYPRESS_HILLS, PALM_COVE]);
  });
});
