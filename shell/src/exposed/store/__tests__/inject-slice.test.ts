import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectSlice } from '@booking-portal/shell/runtime';
import { createAppStore } from '../../../app/store';

// A slice as a remote would bring it: named after the remote, injected lazily into the one store.
const calendarViewSlice = createSlice({
  name: 'calendar/view',
  initialState: { view: 'month' as 'month' | 'week' | 'day' },
  reducers: {
    viewChosen(state, action: PayloadAction<'month' | 'week' | 'day'>) {
      state.view = action.payload;
    },
  },
});

describe('injectSlice', () => {
  it('when a remote injects its slice, then the one store holds and updates it next to the base API', () => {
    const store = createAppStore();
    injectSlice(calendarViewSlice);

    store.dispatch(calendarViewSlice.actions.viewChosen('week'));

    expect(store.getState()).toHaveProperty('api');
    expect(store.getState()).toHaveProperty(['calendar/view', 'view'], 'week');
  });
});
