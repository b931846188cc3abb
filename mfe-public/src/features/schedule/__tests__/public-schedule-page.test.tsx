import { act, fireEvent, screen, within } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import {
  ALL_BOOKINGS,
  answerPublicBookings,
  bookingReads,
  DECEMBER_GRID,
  freezeNow,
  NOVEMBER_GRID,
  openPublicSchedule,
} from './schedule-fixtures';

function weekPanel() {
  return screen.getByRole('region', { name: "This Week's Performances" });
}

function dayList(label: string) {
  return screen.getByRole('region', { name: `Performances on ${label}` });
}

describe('public schedule (/public)', () => {
  beforeEach(() => freezeNow());
  afterEach(() => jest.useRealTimers());

  it('when a guest opens it, then the logo, title, venue line and footer links show without any session call', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    await openPublicSchedule();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Performance Schedule' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Palm Cove Beach Resort')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Palm Cove Beach Resort links' }));
    expect(links.getByRole('link', { name: 'palmcoveresort.example' })).toHaveAttribute(
      'href',
      'https://www.palmcoveresort.example/',
    );
    expect(links.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      expect.stringContaining('instagram.com'),
    );
    expect(links.getByRole('link', { name: 'entertainment@palmcoveresort.example' })).toHaveAttribute(
      'href',
      'mailto:entertainment@palmcoveresort.example',
    );
    expect(fakeNetwork.requestsTo('GET', API_PATHS.session)).toHaveLength(0);
  });

  it('while the schedule is being read, then the header and one loading status show, and its sections appear together once it answers', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    let answerReads: () => void = () => undefined;
    const readsAnswered = new Promise<void>((resolve) => {
      answerReads = resolve;
    });
    const networkFetch = globalThis.fetch;
    // Holds the bookings reads back until the test lets them through; the site visit goes on as usual.
    const heldFetch: typeof fetch = (input, init) =>
      String(input).includes(API_PATHS.publicBookings)
        ? readsAnswered.then(() => networkFetch(input, init))
        : networkFetch(input, init);
    globalThis.fetch = heldFetch;
    await openPublicSchedule();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Performance Schedule' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading performances…')).toHaveAttribute('role', 'status');
    // Shown while loading, the week panel would grow and push the calendar below it down the page.
    expect(screen.queryByRole('region', { name: "This Week's Performances" })).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Palm Cove Beach Resort links' }),
    ).not.toBeInTheDocument();

    await act(async () => answerReads());

    expect(await within(weekPanel()).findByText('The Club')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(within(dayList('Wednesday, November 25, 2026')).getByText('The Club')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Palm Cove Beach Resort links' })).toBeInTheDocument();
    expect(screen.queryByText('Loading performances…')).not.toBeInTheDocument();
  });

  it('when it opens, then it reads only the visible month grid (the week lies inside it), without credentials', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    await openPublicSchedule();
    await screen.findByText('Members Only');

    expect(bookingReads()).toEqual([`${NOVEMBER_GRID.from}..${NOVEMBER_GRID.to}`]);
    const [read] = fakeNetwork.requestsTo('GET', API_PATHS.publicBookings);
    expect(read?.credentials).toBe('omit');
    expect(read?.headers.has('Cookie')).toBe(false);
  });

  it("when the week panel shows, then it lists today's remaining and the next 6 days' performances with Today and Tomorrow tags, never past ones", async () => {
    answerPublicBookings(ALL_BOOKINGS);
    await openPublicSchedule();

    const panel = weekPanel();
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Today8:00 PM – 11:00 PMThe ClubAva Martinez',
      'Tomorrow6:00 PM – 9:00 PMDUSKLeo Park',
      'Saturday, Nov 289:00 PM – 12:00 AMNolitaMira',
    ]);
    // Yesterday's, today's already ended and next week's performances are not listed.
    expect(within(panel).queryByText('Lobby Bar')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Pool/Sofra')).not.toBeInTheDocument();
    expect(within(panel).queryByText('The Grill')).not.toBeInTheDocument();
  });

  it('when the panel header is pressed, then the panel collapses and opens again', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    const { user } = await openPublicSchedule();
    const toggle = screen.getByRole('button', { name: "This Week's Performances" });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await within(weekPanel()).findByText('The Club');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(weekPanel()).queryByText('The Club')).not.toBeVisible();

    await user.click(toggle);
    expect(within(weekPanel()).getByText('The Club')).toBeVisible();
  });

  it('when nothing is coming up, then both empty texts show', async () => {
    answerPublicBookings([]);
    await openPublicSchedule();

    expect(await within(weekPanel()).findByText('No upcoming performances scheduled.')).toBeInTheDocument();
    expect(
      within(dayList('Wednesday, November 25, 2026')).getByText('No performances scheduled for this date.'),
    ).toBeInTheDocument();
  });

  it('when it opens, then today is selected and its performances show with venue, descriptor, times and featured artists', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    await openPublicSchedule();

    const day = dayList('Wednesday, November 25, 2026');
    const cards = await within(day).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Pool/Sofra',
      'The Club',
    ]);
    const club = within(screen.getByRole('article', { name: 'The Club' }));
    expect(club.getByText('Members Only')).toBeInTheDocument();
    expect(club.getByText('8:00 PM – 11:00 PM')).toBeInTheDocument();
    expect(club.getByRole('heading', { level: 4, name: 'Featured Artists' })).toBeInTheDocument();
    expect(club.getByText('Ava Martinez')).toBeInTheDocument();
    expect(club.getByText('Jazz standards and bossa nova.')).toBeInTheDocument();
    const instruments = club.getByRole('list', { name: "Ava Martinez's instruments" });
    expect(
      within(instruments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['🎹 Piano', '🎤 Vocals']);
    // No image: initials instead.
    expect(club.getByTestId('performer-initials')).toHaveTextContent('AM');
    expect(within(day).getByText('Casual Mediterranean')).toBeInTheDocument();
  });

  it('when another day is chosen, then its performances show; an image that fails to load gives way to initials', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    const { user } = await openPublicSchedule();
    await screen.findByText('Members Only');

    await user.click(screen.getByRole('button', { name: 'Thursday, November 26, 2026, has performances' }));

    const dusk = within(await screen.findByRole('article', { name: 'DUSK' }));
    expect(dusk.getByText('Sushi Restaurant & Lounge')).toBeInTheDocument();
    expect(dusk.getByText('6:00 PM – 9:00 PM')).toBeInTheDocument();
    expect(dusk.getByText('🎷')).toBeInTheDocument();
    const photo = dusk.getByRole('presentation');
    expect(photo).toHaveAttribute('src', 'https://images.example/leo.jpg');
    fireEvent.error(photo);
    expect(dusk.getByTestId('performer-initials')).toHaveTextContent('LP');
    expect(dusk.queryByRole('presentation')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Saturday, November 28, 2026, has performances' }));
    const nolita = within(await screen.findByRole('article', { name: 'Nolita' }));
    expect(nolita.getByText('9:00 PM – 12:00 AM')).toBeInTheDocument();
    // An unknown instrument gets the music note.
    expect(nolita.getByText('🎵')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Friday, November 27, 2026' }));
    expect(
      within(dayList('Friday, November 27, 2026')).getByText('No performances scheduled for this date.'),
    ).toBeInTheDocument();
  });

  it('when the month buttons are used, then the month changes, its grid range is read once and its days get dots', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    const { user } = await openPublicSchedule();
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    // November 24, 25, 26 and 28 and December 2 (shown in November's last row).
    expect(await screen.findAllByTestId('performance-dot')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Next month' }));

    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Tuesday, December 15, 2026, has performances' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'October 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));

    // November was read once; December's grid once; the selection stays on today.
    expect(bookingReads().slice(0, 2)).toEqual([
      `${NOVEMBER_GRID.from}..${NOVEMBER_GRID.to}`,
      `${DECEMBER_GRID.from}..${DECEMBER_GRID.to}`,
    ]);
    expect(
      bookingReads().filter((range) => range === `${NOVEMBER_GRID.from}..${NOVEMBER_GRID.to}`),
    ).toHaveLength(1);
    expect(dayList('Wednesday, November 25, 2026')).toBeInTheDocument();
  });

  it('when the grid is used from the keyboard, then one day holds the tab stop, arrows, Home and End move it across months and Enter selects', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    const { user } = await openPublicSchedule();
    await screen.findByText('Members Only');
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    const tabStops = () =>
      within(screen.getByRole('grid'))
        .getAllByRole('button')
        .filter((day) => day.tabIndex === 0);
    expect(tabStops()).toHaveLength(1);
    expect(tabStops()[0]).toHaveAccessibleName('Wednesday, November 25, 2026, has performances');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);

    tabStops()[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Thursday, November 26, 2026, has performances');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('Wednesday, November 18, 2026');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // December 2: the grid moves to December.
    expect(document.activeElement).toHaveAccessibleName('Wednesday, December 2, 2026, has performances');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName('Sunday, November 29, 2026');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('Saturday, December 5, 2026');
    expect(tabStops()).toHaveLength(1);

    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
    const grill = await screen.findByRole('article', { name: 'The Grill' });
    expect(within(grill).getByText('Luxe Steakhouse')).toBeInTheDocument();
    expect(document.activeElement?.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight} ');
    expect(dayList('Thursday, December 3, 2026')).toBeInTheDocument();
  });

  it('when the schedule cannot be read, then a friendly message offers a retry that loads it', async () => {
    fakeNetwork.on('GET', API_PATHS.publicBookings, {
      status: 503,
      body: { message: 'Service unavailable' },
    });
    fakeNetwork.on('POST', API_PATHS.publicVisits, { status: 204 });
    const { user } = await openPublicSchedule();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "We couldn't load the performance schedule. Please check your connection and try again.",
    );
    expect(screen.queryByText('No upcoming performances scheduled.')).not.toBeInTheDocument();

    answerPublicBookings(ALL_BOOKINGS);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Members Only')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when it has loaded, then axe finds no violations', async () => {
    answerPublicBookings(ALL_BOOKINGS);
    await openPublicSchedule();
    await screen.findByText('Members Only');

    await expectNoAxeViolations();
  });
});
