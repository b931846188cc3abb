import { STALE_WRITE_MESSAGES, staleItemsMessage, type StaleItemDto } from '..';

function item(bookingId: number, title: string | null, date: string | null, deleted = false): StaleItemDto {
  return { bookingId, title, date, deleted };
}

describe('staleItemsMessage', () => {
  it("when one booking changed, then it reads as a single write's refusal with the booking for 'this'", () => {
    const message = staleItemsMessage([item(1, 'Jazz Night', '2026-12-01')]);

    expect(message).toBe(
      "Nothing was saved: someone else changed 'Jazz Night' on Tue, Dec 1, 2026 since you opened it",
    );
    expect(message).toBe(
      STALE_WRITE_MESSAGES.changedSinceOpened.replace('this', "'Jazz Night' on Tue, Dec 1, 2026"),
    );
  });

  it('when bookings changed and others were deleted, then the changed are listed first, then the deleted', () => {
    expect(
      staleItemsMessage([
        item(1, 'Jazz Night', '2026-12-01'),
        item(2, 'Brunch', '2026-12-02', true),
        item(3, 'Gala', '2026-12-03'),
      ]),
    ).toBe(
      "Nothing was saved: someone else changed 'Jazz Night' on Tue, Dec 1, 2026 and 'Gala' on Thu, Dec 3, 2026 and deleted 'Brunch' on Wed, Dec 2, 2026 since you opened it",
    );
  });

  it('when a deleted booking cannot be named any more, then it is "a booking"', () => {
    expect(staleItemsMessage([item(4, null, null, true)])).toBe(
      STALE_WRITE_MESSAGES.deletedSinceOpened.replace('this', 'a booking'),
    );
  });
});
