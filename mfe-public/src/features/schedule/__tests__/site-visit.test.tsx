import { act, cleanup, screen } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { fakeNetwork } from '@booking-portal/shell/test-support';
import { ALL_BOOKINGS, answerPublicBookings, freezeNow, openPublicSchedule } from './schedule-fixtures';

// Its own file: the visit is sent once per page load, and jest loads the modules afresh per file.
describe('site visit of the public schedule', () => {
  beforeEach(() => freezeNow());
  afterEach(() => jest.useRealTimers());

  it('when the page loads and is shown again, then exactly one visit is posted, without credentials or cookies', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    await openPublicSchedule();
    await screen.findByText('Members Only');
    cleanup();
    await openPublicSchedule();
    await act(async () => undefined);

    const visits = fakeNetwork.requestsTo('POST', API_PATHS.publicVisits);
    expect(visits).toHaveLength(1);
    const [visit] = visits;
    expect(visit?.credentials).toBe('omit');
    expect(visit?.headers.has('Cookie')).toBe(false);
    expect(JSON.parse(visit?.body ?? '{}')).toEqual({
      page: '/public',
      referrer: null,
      sessionId: expect.any(String),
    });
    const visitCall = fetchSpy.mock.calls.find(([url]) => String(url).endsWith(API_PATHS.publicVisits));
    expect(visitCall?.[1]).toMatchObject({ keepalive: true, credentials: 'omit' });
    expect(document.cookie).toBe('');
  });
});
