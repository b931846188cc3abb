import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { DEMO_ORGANIZATIONS, fakeNetwork, sessionFor } from '@booking-portal/shell/test-support';
import { baseApi, rootReducer } from '@booking-portal/shell/runtime';
import { bookingsApi } from '../../bookings';
import { visibleRangeOf } from '../calendar-dates';
import { warmUpCalendar } from '../calendar-warm-up';
import { todayDate } from '../../booking-presentation';
import { answerCalendarReads, freezeToday } from '../../../test-support/calendar-fixtures';

function storeOfTheShell() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

describe('calendar warm-up during the sign-in pause', () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('when an owner signs in, then the first client organization, its departments and the month the screen shows are read into the cache under the screen own arguments', async () => {
    const store = storeOfTheShell();
    const month = visibleRangeOf('month', todayDate());

    warmUpCalendar({ dispatch: store.dispatch, session: sessionFor('owner') });

    const monthRead = bookingsApi.endpoints.listBookings.select({ ...month, organizationId: 1 });
    await waitFor(() => expect(monthRead(store.getState()).data).toEqual([]));
    const departmentsRead = bookingsApi.endpoints.listCalendarDepartments.select(1);
    await waitFor(() => expect(departmentsRead(store.getState()).data).toBeDefined());
    expect(fakeNetwork.requestsTo('GET', '/api/organizations')).toHaveLength(1);
    expect(fakeNetwork.requestsTo('GET', '/api/bookings').map(({ url }) => url)).toEqual([
      `/api/bookings?from=${month.from}&to=${month.to}&organizationId=1`,
    ]);
  });

  it('when a user of one organization signs in, then its month is read without asking for the organizations', async () => {
    const store = storeOfTheShell();
    const month = visibleRangeOf('month', todayDate());

    warmUpCalendar({
      dispatch: store.dispatch,
      session: sessionFor('user', { organization: DEMO_ORGANIZATIONS.palmCove }),
    });

    const monthRead = bookingsApi.endpoints.listBookings.select({ ...month, organizationId: 1 });
    await waitFor(() => expect(monthRead(store.getState()).data).toEqual([]));
    expect(fakeNetwork.requestsTo('GET', '/api/organizations')).toHaveLength(0);
  });
});
