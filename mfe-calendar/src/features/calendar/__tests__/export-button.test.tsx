import { screen, waitFor } from '@testing-library/react';
import { expectNoAxeViolations } from '@booking-portal/shell/test-support';
import { answerCalendarReads, freezeToday, openCalendar } from '../../../test-support/calendar-fixtures';

interface StartedDownload {
  url: URL;
  download: string;
}

/** The downloads the page starts (a link clicked with a download attribute), instead of navigating. */
function watchDownloads(): StartedDownload[] {
  const started: StartedDownload[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(
    this: HTMLAnchorElement,
  ) {
    if (this.hasAttribute('download'))
      started.push({ url: new URL(this.href, 'http://portal.test'), download: this.download });
  });
  return started;
}

function queryOf(download: StartedDownload | undefined): [string, string][] {
  return [...(download?.url.searchParams ?? [])];
}

async function exportButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Export' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('calendar Export (GET /api/bookings.csv of what the calendar shows)', () => {
  beforeEach(() => freezeToday());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('when an org admin presses Export, then their organization’s visible month is downloaded under the server’s file name', async () => {
    answerCalendarReads();
    const downloads = watchDownloads();
    const { user } = await openCalendar('org_admin');

    await user.click(await exportButton());

    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.url.pathname).toBe('/api/bookings.csv');
    expect(queryOf(downloads[0])).toEqual([
      ['from', '2026-11-01'],
      ['to', '2026-12-12'],
      ['organizationId', '1'],
    ]);
    // An empty download attribute leaves the name to the server's Content-Disposition.
    expect(downloads[0]?.download).toBe('');
    await expectNoAxeViolations();
  });

  it('when the owner narrows the departments, ticks Pending Only and shows a week, then the export follows them', async () => {
    answerCalendarReads();
    const downloads = watchDownloads();
    const { user } = await openCalendar('owner');
    await screen.findByRole('checkbox', { name: 'DUSK' });

    await user.click(screen.getByRole('checkbox', { name: 'DUSK' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pending Only' }));
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await screen.findByRole('heading', { name: 'Week of Nov 16, 2026' });
    await user.click(await exportButton());

    expect(queryOf(downloads[0])).toEqual([
      ['from', '2026-11-16'],
      ['to', '2026-11-22'],
      ['organizationId', '1'],
      ['department', 'Lobby Bar'],
      ['department', 'The Grill'],
      ['status', 'pending'],
    ]);
  });

  it('when the panel shows no department, then Export is disabled', async () => {
    answerCalendarReads();
    const { user } = await openCalendar('org_admin');
    await exportButton();

    await user.click(screen.getByRole('checkbox', { name: 'Select All Departments' }));

    expect(await screen.findByText('No Departments Selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it.each(['super_admin', 'user'] as const)(
    'when a %s opens the calendar, then there is no Export',
    async (role) => {
      answerCalendarReads();
      await openCalendar(role);

      await screen.findByRole('group', { name: 'Select Departments to Display' });
      expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    },
  );
});
