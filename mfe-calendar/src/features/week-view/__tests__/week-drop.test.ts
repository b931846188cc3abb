import { bookingFixture } from '../../../test-support/view-fixtures';
import { arrangeSlot, groupBySlot } from '../week-groups';
import { handleWeekDrop, type WeekDropInfo } from '../week-drop';

/** The week's copy of the booking, with the version its read gave it (what its move sends as If-Match). */
const booking = bookingFixture({ id: 1, date: '2026-05-04', time: '19:00', version: '"listed-version"' });
const bookingsById = new Map([[booking.id, booking]]);

/** FullCalendar's eventDrop argument as it arrives after the block of `booking` was dropped at `start`. */
function dropOf(
  start: Date | null,
  extendedProps: Record<string, unknown>,
): WeekDropInfo & { revert: jest.Mock } {
  return { event: { start, extendedProps }, revert: jest.fn() };
}

function slotProps() {
  const [group] = groupBySlot([booking]);
  return { slot: group && arrangeSlot(group, undefined) };
}

describe('week drop (docs/PRODUCT.md section 4, Drag and drop)', () => {
  it('when a block is dropped on another slot, then the move of its booking to that date and time is requested and the block goes back until the data moves it', () => {
    const move = jest.fn();
    const drop = dropOf(new Date(2026, 4, 6, 21, 0), slotProps());

    handleWeekDrop(drop, bookingsById, move);

    expect(move).toHaveBeenCalledWith(booking, { date: '2026-05-06', time: '21:00' });
    expect(drop.revert).toHaveBeenCalled();
  });

  it("when a block is dropped, then the move is asked for with the week's copy of the booking, its version included", () => {
    const move = jest.fn();

    handleWeekDrop(dropOf(new Date(2026, 4, 6, 21, 0), slotProps()), bookingsById, move);

    expect(move.mock.calls[0]?.[0]).toHaveProperty('version', '"listed-version"');
  });

  it('when a block is dropped where it was, then nothing is requested', () => {
    const move = jest.fn();
    const drop = dropOf(new Date(2026, 4, 4, 19, 0), slotProps());

    handleWeekDrop(drop, bookingsById, move);

    expect(move).not.toHaveBeenCalled();
    expect(drop.revert).toHaveBeenCalled();
  });

  it.each([
    ['no booking data', {}],
    ['malformed data', { slot: { key: 'x', main: { id: 'one' } } }],
    ['a booking no longer shown', { slot: { key: 'x', main: { id: 42 } } }],
  ])('when the dropped block carries %s, then it is ignored', (_, extendedProps) => {
    const move = jest.fn();
    const drop = dropOf(new Date(2026, 4, 6, 21, 0), extendedProps);

    handleWeekDrop(drop, bookingsById, move);

    expect(move).not.toHaveBeenCalled();
    expect(drop.revert).toHaveBeenCalled();
  });
});
