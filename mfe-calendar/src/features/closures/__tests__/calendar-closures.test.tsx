import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, fakeNetwork, setViewportWidth } from '@booking-portal/shell/test-support';
import {
  answerCalendarReads,
  booking,
  closure,
  freezeToday,
  openCalendar,
} from '../../../test-support/calendar-fixtures';

/** Lobby Bar closed all day on Thursday, November 12, 2026 (the fixture's default). */
const LOBBY_PRIVATE_EVENT = closure();
/** The whole organization closed on the evening of Wednesday, November 18, 2026. */
const STAFF_PARTY = closure({
  departmentId: null,
  department: null,
  reason: 'Staff party',
  startDate: '2026-11-18',
  startTime: '18:00',
  endDate: '2026-11-18',
  endTime: '23:00',
});

function cellOf(date: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`.month-day[data-date="${date}"]`);
  if (cell === null) throw new Error(`no month cell for ${date}`);
  return cell;
}

/** A day's closure mark, once the month grid has drawn it. */
function findMark(date: string, name: string): Promise<HTMLElement> {
  return waitFor(() => within(cellOf(date)).getByRole('button', { name }));
}

function closureReads(): URLSearchParams[] {
  return fakeNetwork
    .requestsTo('GET', '/api/organizations/1/closures')
    .map((request) => new URL(request.url, 'http://localhost').searchParams);
}

describe('venue closures on the calendar (issue: closed days shaded with their reason)', () => {
  beforeEach(() => freezeToday());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('when the month shows a closed day, then its cell is shaded with a mark naming the closed venue, described by the reason', async () => {
    answerCalendarReads({ closures: [LOBBY_PRIVATE_EVENT, STAFF_PARTY] });
    await openCalendar('org_admin');

    const mark = await findMark('2026-11-12', 'Lobby Bar closed');
    expect(cellOf('2026-11-12').querySelector('.closure-shade')).not.toBeNull();
    expect(mark).toHaveAccessibleDescription('Lobby Bar closed all day: Private event');
    const partly = within(cellOf('2026-11-18')).getByRole('button', { name: 'Partly closed' });
    expect(partly).toHaveAccessibleDescription('Closed 6:00 PM - 11:00 PM: Staff party');
    expect(cellOf('2026-11-13').querySelector('.closure-shade')).toBeNull();
    // The grid's 6 weeks and the day after them, so the week grid's last night row is covered too.
    expect(closureReads().map((params) => params.toString())).toContain('from=2026-11-01&to=2026-12-13');
  });

  it('when a closed day’s mark has keyboard focus, then Escape hides its tooltip until focus leaves', async () => {
    answerCalendarReads({ closures: [LOBBY_PRIVATE_EVENT] });
    const { user } = await openCalendar('org_admin');
    const mark = await findMark('2026-11-12', 'Lobby Bar closed');

    mark.focus();
    await user.keyboard('{Escape}');
    expect(mark).toHaveAttribute('data-dismissed');
    expect(mark).toHaveFocus();

    await user.tab();
    expect(mark).not.toHaveAttribute('data-dismissed');
  });

  it('when the mark is pressed, then the day opens and shows the closure’s reason', async () => {
    answerCalendarReads({
      closures: [LOBBY_PRIVATE_EVENT],
      bookings: [booking({ title: 'Jazz night', date: '2026-11-12' })],
    });
    const { user } = await openCalendar('org_admin');

    await user.click(await findMark('2026-11-12', 'Lobby Bar closed'));

    expect(await screen.findByRole('heading', { name: 'Thursday, November 12, 2026' })).toBeInTheDocument();
    const notice = screen.getByRole('note', { name: 'Venue closures' });
    expect(notice).toHaveTextContent('Lobby Bar closed all day: Private event');
    expect(await screen.findByText('Jazz night')).toBeInTheDocument();
    // The mark opened the day once (FullCalendar's own date click is left to it): one Back returns.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
  });

  it('when the closed department is unticked, then its day is no longer shaded, and the whole organization’s closure stays', async () => {
    answerCalendarReads({ closures: [LOBBY_PRIVATE_EVENT, STAFF_PARTY] });
    const { user } = await openCalendar('org_admin');
    await findMark('2026-11-12', 'Lobby Bar closed');

    await user.click(screen.getByRole('checkbox', { name: 'Lobby Bar' }));

    await waitFor(() =>
      expect(
        within(cellOf('2026-11-12')).queryByRole('button', { name: 'Lobby Bar closed' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(cellOf('2026-11-18')).getByRole('button', { name: 'Partly closed' })).toBeInTheDocument();
  });

  it('when a plain user of another department opens the calendar, then another department’s closure is not shaded', async () => {
    answerCalendarReads({ closures: [closure({ departmentId: 2, department: 'DUSK' }), STAFF_PARTY] });
    await openCalendar('user');

    await findMark('2026-11-18', 'Partly closed');
    expect(
      within(cellOf('2026-11-12')).queryByRole('button', { name: 'Lobby Bar closed' }),
    ).not.toBeInTheDocument();
  });

  it('when the week with a closed evening shows, then the evening is shaded in its column with the reason', async () => {
    // jsdom has no layout: FullCalendar places what it draws in the time grid only once its rows have a height.
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(88);
    answerCalendarReads({ closures: [STAFF_PARTY] });
    const { user } = await openCalendar('org_admin');
    await screen.findByRole('heading', { name: 'November 2026' });

    await user.click(screen.getByRole('button', { name: 'Week' }));

    const column = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.week-day[data-date="2026-11-18"]');
      if (found?.querySelector('.closure-shade') == null) throw new Error('no shaded closure yet');
      return found;
    });
    expect(within(column).getByRole('button', { name: 'Closed' })).toHaveAccessibleDescription(
      'Closed 6:00 PM - 11:00 PM: Staff party',
    );
    expect(document.querySelectorAll('.week-day .closure-shade')).toHaveLength(1);
  });

  it('when the day of a closure is shown, then the day view lists the closure above its bookings', async () => {
    answerCalendarReads({ closures: [STAFF_PARTY] });
    const { user } = await openCalendar('org_admin');
    await screen.findByRole('heading', { name: 'November 2026' });

    await user.click(screen.getByRole('button', { name: 'Day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));

    expect(await screen.findByRole('heading', { name: 'Wednesday, November 18, 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('note', { name: 'Venue closures' })).toHaveTextContent(
      'Closed 6:00 PM - 11:00 PM: Staff party',
    );
  });

  it('when the calendar is on a phone, then a closed day is named closed in the mini-calendar and listed with its reason', async () => {
    setViewportWidth(375);
    answerCalendarReads({ closures: [LOBBY_PRIVATE_EVENT] });
    const { user } = await openCalendar('org_admin');

    const list = await screen.findByRole('region', { name: 'Month list' });
    expect(await within(list).findByRole('note', { name: 'Venue closures' })).toHaveTextContent(
      'Lobby Bar closed all day: Private event',
    );

    await user.click(within(list).getByRole('button', { name: 'Thursday, November 12, 2026' }));
    const selectedDay = await screen.findByRole('region', { name: 'Selected day' });
    expect(
      within(selectedDay).getByRole('button', { name: 'Thursday, November 12, 2026, Lobby Bar closed' }),
    ).toBeInTheDocument();
    expect(within(selectedDay).getByRole('note', { name: 'Venue closures' })).toBeInTheDocument();
  });

  it('when the closures cannot be read, then the Error toast says so and the calendar still shows', async () => {
    answerCalendarReads({ bookings: [booking({ title: 'Jazz night', date: '2026-11-12' })] });
    fakeNetwork.on('GET', '/api/organizations/1/closures', { status: 500, body: { message: 'boom' } });
    await openCalendar('org_admin');

    expect(await screen.findByText('Failed to fetch venue closures')).toBeInTheDocument();
    expect(await screen.findByText('Jazz night')).toBeInTheDocument();
  });

  it('when a closed day shows in the month, then axe finds no violations', async () => {
    answerCalendarReads({ closures: [LOBBY_PRIVATE_EVENT, STAFF_PARTY] });
    await openCalendar('org_admin');
    await findMark('2026-11-12', 'Lobby Bar closed');

    await expectNoAxeViolations();
  });
});
