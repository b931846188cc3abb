import { blockSpanOf, handleSlotClick, moveTargetOfDrop, slotBookingDefaults, slotOf } from '../week-slots';

/** A position on the grid in the calendar's local time (FullCalendar's default time zone). */
function at(day: number, hours: number, minutes = 0): Date {
  return new Date(2026, 4, day, hours, minutes);
}

describe('week slots (docs/PRODUCT.md sections 2 and 9)', () => {
  it.each([
    [30, 60],
    [60, 60],
    [90, 120],
    [120, 120],
    [150, 180],
  ])('when a booking lasts %i minutes, then its block spans %i minutes of whole rows', (duration, shown) => {
    const { start, end } = blockSpanOf({ date: '2026-05-04', time: '19:00', duration });

    expect(start).toBe('2026-05-04T19:00:00');
    expect((new Date(end).getTime() - new Date(start).getTime()) / 60000).toBe(shown);
  });

  it("when a booking starts at midnight ('24:00' stored as '00:00'), then its block is in its own day's 12:00 AM row", () => {
    expect(blockSpanOf({ date: '2026-05-04', time: '00:00', duration: 60 })).toEqual({
      start: '2026-05-05T00:00:00',
      end: '2026-05-05T01:00:00',
    });
  });

  it('when the 12:00 AM row is hit, then it belongs to the column above it', () => {
    expect(slotOf(at(5, 0))).toEqual({ date: '2026-05-04', minutes: 24 * 60 });
    expect(slotOf(at(4, 8))).toEqual({ date: '2026-05-04', minutes: 8 * 60 });
  });

  it('when an empty slot is clicked, then the new booking gets its date, its hour and one hour later', () => {
    expect(slotBookingDefaults(at(6, 19))).toEqual({
      date: '2026-05-06',
      startTime: '19:00',
      endTime: '20:00',
    });
    expect(slotBookingDefaults(at(6, 23))).toEqual({
      date: '2026-05-06',
      startTime: '23:00',
      endTime: '24:00',
    });
    expect(slotBookingDefaults(at(7, 0))).toEqual({
      date: '2026-05-06',
      startTime: '24:00',
      endTime: '01:00',
    });
  });

  it('when a writer clicks an empty slot, then a booking starts there; when a reader does, then nothing happens', () => {
    const writerStart = jest.fn();
    const readerStart = jest.fn();

    handleSlotClick(at(8, 10), true, writerStart);
    handleSlotClick(at(8, 10), false, readerStart);

    expect(writerStart).toHaveBeenCalledWith({ date: '2026-05-08', startTime: '10:00', endTime: '11:00' });
    expect(readerStart).not.toHaveBeenCalled();
  });

  it('when a block is dropped, then the target is the date and time where it now starts', () => {
    const booking = { date: '2026-05-04', time: '19:30' };

    expect(moveTargetOfDrop(booking, at(6, 21, 30))).toEqual({ date: '2026-05-06', time: '21:30' });
    expect(moveTargetOfDrop(booking, at(7, 0, 30))).toEqual({ date: '2026-05-06', time: '00:30' });
    expect(moveTargetOfDrop(booking, at(4, 19, 30))).toBeNull();
    expect(moveTargetOfDrop(booking, null)).toBeNull();
    expect(moveTargetOfDrop(undefined, at(6, 21))).toBeNull();
    expect(moveTargetOfDrop(booking, new Date(Number.NaN))).toBeNull();
  });
});
