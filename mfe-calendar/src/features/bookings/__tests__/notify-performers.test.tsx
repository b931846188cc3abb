import { screen, waitFor, within } from '@testing-library/react';
import type { PerformerNoticeDto } from '@booking-portal/api/contract';
import { DEMO_ORGANIZATIONS, fakeNetwork, renderWithShell } from '@booking-portal/shell/test-support';
import { BookingFormDialog } from '../../booking-form';
import { DayView } from '../../day-view';
import { QuickDuplicateDialog } from '../../duplicate';
import {
  answerPerformers,
  bookingDto,
  DEPARTMENTS,
  PALM_COVE_ID,
  renderDialog,
  requestBodies,
} from '../../../test-support/booking-form-fixtures';
import {
  openOwnerCalendarInEditMode,
  answerCalendarReads,
  booking,
  freezeToday,
} from '../../../test-support/calendar-fixtures';
import { bookingFixture, performerFixture, viewPropsFixture } from '../../../test-support/view-fixtures';
import {
  answerPreviewAndApply,
  changeSetBodies,
  itemResult,
  newBookingItem,
} from '../../../test-support/change-set-preview-fixtures';

const JAZZ = booking({ title: 'Jazz night', date: '2026-11-12', time: '19:00', status: 'pending' });
const HARP = booking({ title: 'Harp brunch', date: '2026-11-14', time: '11:00', status: 'pending' });

function notifyChoices(container: HTMLElement) {
  const group = within(container).getByRole('group', { name: 'Notify performers:' });
  return {
    affected: within(group).getByRole('radio', { name: 'Affected' }),
    none: within(group).getByRole('radio', { name: 'None' }),
  };
}

function openInEditMode() {
  return openOwnerCalendarInEditMode('Jazz night');
}

describe("'Notify performers' in edit mode's bar", () => {
  beforeEach(() => {
    freezeToday();
    answerCalendarReads({ bookings: [JAZZ, HARP] });
  });
  afterEach(() => jest.useRealTimers());

  /** Runs a bulk action from the bar and applies its preview with `applyAll`. */
  async function applyFromBar(
    user: Awaited<ReturnType<typeof openInEditMode>>['user'],
    action: string,
    applyAll: string,
  ) {
    const toolbar = screen.getByRole('group', { name: 'Edit mode' });
    await user.click(within(toolbar).getByRole('button', { name: 'Select All' }));
    await user.click(within(toolbar).getByRole('button', { name: action }));
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: applyAll }),
    );
  }

  it("when edit mode opens, then Affected is chosen and a Finalize's change set says notifyPerformers 'affected'", async () => {
    answerPreviewAndApply(
      [itemResult({ bookingId: JAZZ.id }), itemResult({ bookingId: HARP.id })],
      '2 bookings finalized successfully',
    );
    const { user } = await openInEditMode();
    expect(notifyChoices(screen.getByRole('group', { name: 'Edit mode' })).affected).toBeChecked();

    await applyFromBar(user, 'Finalize (2)', 'Finalize all');

    expect(await screen.findByText('2 bookings finalized successfully')).toBeInTheDocument();
    expect(changeSetBodies().map(({ notifyPerformers }) => notifyPerformers)).toEqual([
      'affected',
      'affected',
    ]);
  });

  it("when None is chosen, then the Finalize's and the bulk Delete's change sets say notifyPerformers 'none'", async () => {
    answerPreviewAndApply(
      [itemResult({ bookingId: JAZZ.id }), itemResult({ bookingId: HARP.id })],
      '2 bookings finalized successfully',
    );
    const { user } = await openInEditMode();
    await user.click(notifyChoices(screen.getByRole('group', { name: 'Edit mode' })).none);

    await applyFromBar(user, 'Finalize (2)', 'Finalize all');
    expect(await screen.findByText('2 bookings finalized successfully')).toBeInTheDocument();
    answerPreviewAndApply(
      [itemResult({ operation: 'delete' }), itemResult({ operation: 'delete' })],
      '2 bookings deleted successfully',
    );
    await applyFromBar(user, 'Delete (2)', 'Delete all');
    expect(await screen.findByText('2 bookings deleted successfully')).toBeInTheDocument();

    expect(
      changeSetBodies().map(
        ({ action, notifyPerformers }) => `${String(action)} ${String(notifyPerformers)}`,
      ),
    ).toEqual(['finalize none', 'finalize none', 'delete none', 'delete none']);
    expect(fakeNetwork.requestsTo('PATCH', `/api/bookings/${JAZZ.id}`)).toHaveLength(0);
    expect(fakeNetwork.requestsTo('DELETE', `/api/bookings/${JAZZ.id}`)).toHaveLength(0);
  });
});

describe("'Notify performers' in the booking form", () => {
  it("when an edit is saved with None, then its PATCH says notifyPerformers 'none'", async () => {
    answerPerformers();
    fakeNetwork.on('PATCH', '/api/bookings/7', { status: 200, body: { ...bookingDto(), conflicts: [] } });
    const { user } = renderDialog(
      <BookingFormDialog
        booking={bookingDto()}
        organizationId={PALM_COVE_ID}
        departments={DEPARTMENTS}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Booking' });
    await within(dialog).findByRole('checkbox', { name: 'Ana Reyes' });
    expect(notifyChoices(dialog).affected).toBeChecked();

    await user.click(notifyChoices(dialog).none);
    await user.click(within(dialog).getByRole('button', { name: 'Update Booking' }));

    await waitFor(() => expect(requestBodies('PATCH', '/api/bookings/7')).toHaveLength(1));
    expect(requestBodies('PATCH', '/api/bookings/7')[0]).toMatchObject({ notifyPerformers: 'none' });
  });
});

describe("'Notify performers' in the duplicate dialog", () => {
  it("when None is chosen, then the duplicate's change set and its duplicate request say notifyPerformers 'none'", async () => {
    answerPreviewAndApply([newBookingItem(0, '2026-03-24')], 'Booking duplicated to 1 date');
    const { user } = renderDialog(<QuickDuplicateDialog booking={bookingDto()} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Quick Duplicate Booking' });
    expect(notifyChoices(dialog).affected).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Tuesday, March 24, 2026' }));
    await user.click(notifyChoices(dialog).none);
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    const preview = screen.getByRole('dialog', { name: 'Duplicate Booking' });
    await user.click(await within(preview).findByRole('button', { name: 'Create all copies' }));

    expect(await screen.findByText('Booking duplicated to 1 date')).toBeInTheDocument();
    const duplicate = { targetDates: ['2026-03-24'], keepPerformers: true, notifyPerformers: 'none' };
    expect(changeSetBodies()).toMatchObject([
      { action: 'duplicate', bookingId: 7, duplicate, notifyPerformers: 'none', dryRun: true },
      { action: 'duplicate', bookingId: 7, duplicate, notifyPerformers: 'none', dryRun: false },
    ]);
  });
});

describe("the day view's 'last notified'", () => {
  const NOTICES: PerformerNoticeDto[] = [
    { bookingId: 1, performerId: 2, notifiedAt: '2026-05-01T18:05:00.000Z' },
  ];
  const quartet = bookingFixture({
    id: 1,
    title: 'Duo - Lobby Bar',
    organizationId: 1,
    performers: [performerFixture(1, 'Ana Reyes', 'piano'), performerFixture(2, 'Ben Okafor', 'saxophone')],
  });

  function renderDay(canWrite: boolean) {
    return renderWithShell(
      <DayView {...viewPropsFixture({ bookings: [quartet], canWrite })} date="2026-05-04" />,
    );
  }

  it("when a writer opens the day, then its notices are read on their own and each told performer shows 'last notified' on the venue's clock, its zone named", async () => {
    fakeNetwork.on('GET', '/api/performer-notices', { status: 200, body: NOTICES });
    fakeNetwork.on('GET', '/api/organizations', {
      status: 200,
      body: [{ ...DEMO_ORGANIZATIONS.palmCove, timeZone: 'America/New_York' }],
    });
    renderDay(true);

    const card = screen.getByRole('article', { name: 'Duo - Lobby Bar' });
    const ben = await within(card).findByText(/Ben Okafor - saxophone/);
    await waitFor(() =>
      expect(ben).toHaveTextContent('Ben Okafor - saxophone (last notified May 1, 2026, 2:05 PM EDT)'),
    );
    expect(within(card).getByText('Ana Reyes - piano')).not.toHaveTextContent('last notified');
    const [read] = fakeNetwork.requestsTo('GET', '/api/performer-notices');
    expect(new URL(read?.url ?? '', 'http://portal.test').search).toBe(
      '?from=2026-05-04&to=2026-05-04&organizationId=1',
    );
  });

  it('when a reader opens the day, then no notices are read', async () => {
    fakeNetwork.on('GET', '/api/performer-notices', { status: 200, body: NOTICES });
    renderDay(false);

    expect(await screen.findByText('Ben Okafor - saxophone')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', '/api/performer-notices')).toHaveLength(0);
  });
});
