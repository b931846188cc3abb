import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { API_PATHS } from '@booking-portal/api/contract';
import { sessionApi, useBookingEditors, PRESENCE_HEARTBEAT_MS } from '@booking-portal/shell/runtime';
import { fakeNetwork } from '../../../../test-support/fake-network';
import { fakeScreenTimers } from '../../../../test-support/clock';
import { sessionFor } from '../../../../test-support/sessions';
import { createAppStore } from '../../../app/store';
import { presenceReceived } from '../presence.slice';

const reader = sessionFor('org_admin');
const sam = { userId: 77, name: 'Sam', organization: 'Palm Cove Beach Resort' };

function presenceCalls(method: 'POST' | 'DELETE') {
  return fakeNetwork.requestsTo(method, API_PATHS.changePresence).map(({ body }) => body);
}

async function renderEditors(bookingId: number | null) {
  const store = createAppStore();
  await store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, reader));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const rendered = renderHook(({ id }: { id: number | null }) => useBookingEditors(id), {
    wrapper,
    initialProps: { id: bookingId },
  });
  return { store, ...rendered };
}

beforeEach(() => {
  fakeScreenTimers();
  fakeNetwork.on('POST', API_PATHS.changePresence, { status: 204 });
  fakeNetwork.on('DELETE', API_PATHS.changePresence, { status: 204 });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useBookingEditors: presence while a booking is open', () => {
  it('when mounted with a booking, then it says so at once and every 20 s, and that it closed on unmount', async () => {
    const { unmount } = await renderEditors(7);
    expect(presenceCalls('POST')).toEqual(['{"bookingId":7}']);

    await act(async () => {
      jest.advanceTimersByTime(PRESENCE_HEARTBEAT_MS - 1);
    });
    expect(presenceCalls('POST')).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(presenceCalls('POST')).toHaveLength(2);
    await act(async () => {
      jest.advanceTimersByTime(PRESENCE_HEARTBEAT_MS);
    });
    expect(presenceCalls('POST')).toHaveLength(3);
    expect(presenceCalls('DELETE')).toEqual([]);

    unmount();
    expect(presenceCalls('DELETE')).toEqual(['{"bookingId":7}']);
    await act(async () => {
      jest.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 3);
    });
    expect(presenceCalls('POST')).toHaveLength(3);
  });

  it('when the booking changes, then the old one is closed and the new one announced', async () => {
    const { rerender } = await renderEditors(7);
    rerender({ id: 8 });
    expect(presenceCalls('DELETE')).toEqual(['{"bookingId":7}']);
    expect(presenceCalls('POST')).toEqual(['{"bookingId":7}', '{"bookingId":8}']);
  });

  it('when there is no booking (a new one), then nothing is sent and nobody is editing', async () => {
    const { result, unmount } = await renderEditors(null);
    await act(async () => {
      jest.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 2);
    });
    unmount();
    expect(fakeNetwork.requests).toEqual([]);
    expect(result.current).toEqual([]);
  });

  it('when a presence event names editors, then the booking shows the others, never the reader', async () => {
    const { result, store } = await renderEditors(7);
    expect(result.current).toEqual([]);

    act(() => {
      store.dispatch(
        presenceReceived({
          bookingId: 7,
          editors: [{ userId: reader.user.id, name: 'Me', organization: null }, sam],
        }),
      );
      store.dispatch(presenceReceived({ bookingId: 9, editors: [{ ...sam, userId: 78, name: 'Kim' }] }));
    });
    expect(result.current).toEqual([sam]);

    act(() => {
      store.dispatch(presenceReceived({ bookingId: 7, editors: [] }));
    });
    expect(result.current).toEqual([]);
  });

  it('when the presence answer names the editors, then they show without waiting for the stream', async () => {
    fakeNetwork.on('POST', API_PATHS.changePresence, { status: 200, body: { bookingId: 7, editors: [sam] } });
    const { result } = await renderEditors(7);
    await act(async () => {
      await Promise.resolve();
    });
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
    expect(result.current).toEqual([sam]);
  });
});
