import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@booking-portal/shell/runtime';
import { steppedDate, type CalendarViewKind } from './calendar-dates';
import { todayDate } from '../booking-presentation';

/** A place the Back button can return to. */
interface ViewPlace {
  view: CalendarViewKind;
  date: string;
}

export interface CalendarViewState {
  view: CalendarViewKind;
  /** The date the view shows, 'YYYY-MM-DD' (any day of the shown month or week). */
  date: string;
  /** Earlier places, newest last, for Back. */
  history: ViewPlace[];
  /** Owners and super admins pick an organization; null until they do (the first client one is the default). */
  chosenOrganizationId: number | null;
  /** Department names to show; null means all of them (the default, and what a new organization starts with). */
  shownDepartments: string[] | null;
  pendingOnly: boolean;
  editMode: boolean;
  selectedIds: number[];
}

function initialState(): CalendarViewState {
  return {
    view: 'month',
    date: todayDate(),
    history: [],
    chosenOrganizationId: null,
    shownDepartments: null,
    pendingOnly: false,
    editMode: false,
    selectedIds: [],
  };
}

function goTo(state: CalendarViewState, place: ViewPlace): void {
  if (state.view === place.view && state.date === place.date) return;
  state.history.push({ view: state.view, date: state.date });
  state.view = place.view;
  state.date = place.date;
}

/**
 * The calendar screen's view state, kept in the one store under 'calendar/view'
 * so it outlives a visit to another screen: view, date, Back history, organization and department
 * choices, edit mode and the booking selection (the Undo list is the server's).
 */
export const calendarViewSlice = createSlice({
  name: 'calendar/view',
  initialState,
  reducers: {
    viewChosen(state, action: PayloadAction<CalendarViewKind>) {
      goTo(state, { view: action.payload, date: state.date });
    },
    dayOpened(state, action: PayloadAction<string>) {
      goTo(state, { view: 'day', date: action.payload });
    },
    backRequested(state) {
      const previous = state.history.pop();
      if (previous === undefined) return;
      state.view = previous.view;
      state.date = previous.date;
    },
    stepped(state, action: PayloadAction<-1 | 1>) {
      state.date = steppedDate(state.view, state.date, action.payload);
    },
    /** The mobile views pick a day or a month without leaving their view. */
    dateChosen(state, action: PayloadAction<string>) {
      state.date = action.payload;
    },
    organizationChosen(state, action: PayloadAction<number>) {
      if (state.chosenOrganizationId === action.payload) return;
      state.chosenOrganizationId = action.payload;
      // Another organization has other departments and bookings.
      state.shownDepartments = null;
      state.selectedIds = [];
    },
    allDepartmentsShown(state, action: PayloadAction<boolean>) {
      state.shownDepartments = action.payload ? null : [];
    },
    departmentToggled(state, action: PayloadAction<{ name: string; allNames: readonly string[] }>) {
      const { name, allNames } = action.payload;
      const shown = state.shownDepartments ?? [...allNames];
      const next = shown.includes(name) ? shown.filter((other) => other !== name) : [...shown, name];
      state.shownDepartments = allNames.every((other) => next.includes(other)) ? null : next;
    },
    pendingOnlyChanged(state, action: PayloadAction<boolean>) {
      state.pendingOnly = action.payload;
    },
    editModeEntered(state) {
      state.editMode = true;
    },
    /** Done: leave edit mode and forget the selection. */
    editModeLeft(state) {
      state.editMode = false;
      state.selectedIds = [];
    },
    selectionToggled(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.selectedIds = state.selectedIds.includes(id)
        ? state.selectedIds.filter((other) => other !== id)
        : [...state.selectedIds, id];
    },
    selectionReplaced(state, action: PayloadAction<number[]>) {
      state.selectedIds = action.payload;
    },
  },
  selectors: {
    selectCalendarView: (state) => state,
  },
});

export const {
  viewChosen,
  dayOpened,
  backRequested,
  stepped,
  dateChosen,
  organizationChosen,
  allDepartmentsShown,
  departmentToggled,
  pendingOnlyChanged,
  editModeEntered,
  editModeLeft,
  selectionToggled,
  selectionReplaced,
} = calendarViewSlice.actions;

declare module '@booking-portal/shell/runtime' {
  // The store's state type learns of the slice (its key is optional until the chunk loads).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof calendarViewSlice> {}
}

/** Injected into the one store when the calendar's code first loads (a lazy chunk), never before. */
const injectedCalendarView = calendarViewSlice.injectInto(rootReducer);

export const { selectCalendarView } = injectedCalendarView.selectors;
