import { act, renderHook } from '@testing-library/react';
import { bookingFixture, DEPARTMENTS } from '../../../test-support/view-fixtures';
import { useWeekEvents } from '../hooks/use-week-events';

/** The view keeps its promotions in state, so they keep their identity between renders. */
const NO_PROMOTIONS: ReadonlyMap<string, number> = new Map();

describe('week events feed', () => {
  const bookings = [bookingFixture({ id: 1 }), bookingFixture({ id: 2, time: '21:00' })];

  it('when the view re-renders with the same bookings, then FullCalendar gets the same event list and keeps its events', () => {
    const { result, rerender } = renderHook(
      ({ tick }: { tick: number }) => ({ tick, events: useWeekEvents(bookings, DEPARTMENTS, NO_PROMOTIONS) }),
      { initialProps: { tick: 0 } },
    );
    const first = result.current.events;

    act(() => rerender({ tick: 1 }));

    expect(result.current.tick).toBe(1);
    expect(result.current.events).toBe(first);
  });

  it('when the bookings change, then a new event list is built', () => {
    const { result, rerender } = renderHook(({ shown }) => useWeekEvents(shown, DEPARTMENTS, NO_PROMOTIONS), {
      initialProps: { shown: bookings },
    });
    const first = result.current;

    act(() => rerender({ shown: [bookingFixture({ id: 3 })] }));

    expect(result.current).not.toBe(first);
    expect(result.current).toHaveLength(1);
  });
});
