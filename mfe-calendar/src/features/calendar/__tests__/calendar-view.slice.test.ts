import {
  backRequested,
  calendarViewSlice,
  dayOpened,
  departmentToggled,
  organizationChosen,
  selectionToggled,
  viewChosen,
  type CalendarViewState,
} from '../calendar-view.slice';

const { reducer } = calendarViewSlice;
const START: CalendarViewState = { ...reducer(undefined, { type: 'init' }), date: '2026-11-21' };
const ALL = ['DUSK', 'Lobby Bar', 'The Grill'];

describe('calendar view state', () => {
  it('when views and days are opened, then Back walks the history in reverse', () => {
    let state = reducer(START, viewChosen('week'));
    state = reducer(state, dayOpened('2026-11-18'));
    expect(state).toMatchObject({ view: 'day', date: '2026-11-18' });

    state = reducer(state, backRequested());
    expect(state).toMatchObject({ view: 'week', date: '2026-11-21' });
    state = reducer(state, backRequested());
    expect(state).toMatchObject({ view: 'month', date: '2026-11-21', history: [] });
  });

  it('when the shown view is chosen again, then no history entry is added', () => {
    expect(reducer(START, viewChosen('month')).history).toEqual([]);
  });

  it('when one department is unticked and ticked again, then all are shown again', () => {
    let state = reducer(START, departmentToggled({ name: 'DUSK', allNames: ALL }));
    expect(state.shownDepartments).toEqual(['Lobby Bar', 'The Grill']);
    state = reducer(state, departmentToggled({ name: 'DUSK', allNames: ALL }));
    expect(state.shownDepartments).toBeNull();
  });

  it('when another organization is chosen, then the department choice and the selection reset', () => {
    let state = reducer(START, departmentToggled({ name: 'DUSK', allNames: ALL }));
    state = reducer(state, selectionToggled(7));
    state = reducer(state, organizationChosen(3));
    expect(state).toMatchObject({ chosenOrganizationId: 3, shownDepartments: null, selectedIds: [] });
  });
});
