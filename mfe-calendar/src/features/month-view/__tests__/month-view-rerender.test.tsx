import { act, screen, waitFor } from '@testing-library/react';
import type { BookingDto } from '@booking-portal/api/contract';
import { fakeNetwork } from '@booking-portal/shell/test-support';
import {
  answerCalendarReads,
  booking,
  freezeToday,
  openCalendar,
} from '../../../test-support/calendar-fixtures';
import { bookingsApi } from '../../bookings';

/** Counts each booking's month content drawings, through the probe a browser test also uses. */
function countContentRenders(): Map<number, number> {
  const renders = new Map<number, number>();
  window.bookingContentRenderProbe = {
    record: (bookingId) => renders.set(bookingId, (renders.get(bookingId) ?? 0) + 1),
  };
  return renders;
}

/** The bookings as a new read answers them: equal ones as new objects, as JSON makes them. */
function reread(bookings: readonly BookingDto[]): BookingDto[] {
  return bookings.map((item) => ({ ...item, performers: [...item.performers] }));
}

describe('month view across refetches (no flicker)', () => {
  beforeEach(() => freezeToday());
  afterEach(() => {
    jest.useRealTimers();
    delete window.bookingContentRenderProbe;
  });

  it('when one booking of the month changes, then a refetch redraws that booking content alone', async () => {
    let answered = [
      booking({ title: 'Early duo', date: '2026-11-03', time: '18:00' }),
      booking({ title: 'Late trio', date: '2026-11-03', time: '21:00' }),
      booking({ title: 'Solo sax', date: '2026-11-12' }),
      booking({ title: 'Jazz night', date: '2026-11-20' }),
    ];
    answerCalendarReads({ bookings: () => reread(answered) });
    const renders = countContentRenders();
    const { store } = await openCalendar('org_admin');
    await screen.findByText('Jazz night');
    const changed = answered[2]!;
    renders.clear();

    answered = answered.map((item) =>
      item.id === changed.id
        ? { ...item, title: 'Solo sax and voice', updatedAt: '2026-11-02T09:00:00.000Z' }
        : item,
    );
    act(() => {
      store.dispatch(bookingsApi.util.invalidateTags(['Booking']));
    });
    await screen.findByText('Solo sax and voice');

    expect([...renders.keys()]).toEqual([changed.id]);
    expect(screen.getByText('Early duo')).toBeInTheDocument();
    expect(screen.getByText('Jazz night')).toBeInTheDocument();
  });

  it('when the shown range is read again, then the grid keeps its bookings until the answer arrives', async () => {
    answerCalendarReads({ bookings: [booking({ title: 'Solo sax', date: '2026-11-12' })] });
    const { store } = await openCalendar('org_admin');
    await screen.findByText('Solo sax');

    fakeNetwork.on('GET', '/api/bookings', 'pending');
    act(() => {
      store.dispatch(bookingsApi.util.invalidateTags(['Booking']));
    });
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).some((query) => query?.status === 'pending')).toBe(
        true,
      ),
    );

    expect(screen.getByText('Solo sax')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading bookings' })).not.toBeInTheDocument();
  });
});
