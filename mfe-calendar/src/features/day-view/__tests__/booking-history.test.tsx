import { screen, within } from '@testing-library/react';
import { CHANGE_SET_MESSAGES } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork, renderWithShell } from '@booking-portal/shell/test-support';
import { DayView } from '..';
import { bookingFixture, performerFixture, viewPropsFixture } from '../../../test-support/view-fixtures';
import { historyEntry, snapshot } from '../../../test-support/change-set-fixtures';

const quartet = bookingFixture({
  id: 7,
  title: 'Quartet - Lobby Bar',
  status: 'confirmed',
  performers: [performerFixture(1, 'Ana Reyes', 'piano')],
});
const HISTORY_PATH = `/api/bookings/${quartet.id}/history`;

/** The day of `quartet` for a writer, with the reads the History names ids with. */
function renderDayOfQuartet(canWrite = true) {
  fakeNetwork.on('GET', '/api/organizations', {
    status: 200,
    body: [{ id: 1, name: 'Palm Cove', slug: 'palm-cove' }],
  });
  fakeNetwork.on('GET', '/api/performers', {
    status: 200,
    body: [{ id: 2, name: 'Ben Okafor', instruments: ['saxophone'] }],
  });
  const props = viewPropsFixture({ bookings: [quartet], canWrite });
  return renderWithShell(
    <main>
      <DayView {...props} date="2026-05-04" />
    </main>,
  );
}

async function openHistory() {
  const rendered = renderDayOfQuartet();
  await rendered.user.click(
    screen.getByRole('button', { name: 'History of Quartet - Lobby Bar at 7:00 PM' }),
  );
  return {
    ...rendered,
    dialog: await screen.findByRole('dialog', { name: 'History of Quartet - Lobby Bar' }),
  };
}

/** The History's entries, each as its text lines (heading, who and when, the changes). */
function entriesOf(dialog: HTMLElement): HTMLElement[] {
  return within(within(dialog).getByRole('list', { name: 'Changes of Quartet - Lobby Bar' }))
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('h3') !== null);
}

const created = snapshot({
  title: 'Quartet - Lobby Bar',
  date: '2026-05-04',
  status: 'pending',
  performers: [{ performerId: 1, instrument: 'piano' }],
});
const finalized = { ...created, status: 'confirmed' as const };
const moved = {
  ...finalized,
  date: '2026-05-05',
  time: '20:00',
  performers: [
    { performerId: 1, instrument: 'piano' },
    { performerId: 2, instrument: 'saxophone' },
  ],
};

describe("a booking's History (the day view's booking card)", () => {
  it('when a writer opens History, then every change set that touched the booking is listed newest first with who, when and what', async () => {
    fakeNetwork.on('GET', HISTORY_PATH, {
      status: 200,
      body: [
        historyEntry(
          { bookingId: quartet.id, before: moved, after: null },
          { kind: 'delete', action: 'booking_deleted', itemCount: 3, createdAt: '2026-11-20T12:00:00.000Z' },
        ),
        historyEntry(
          { bookingId: quartet.id, before: finalized, after: moved },
          { kind: 'edit', email: null, createdAt: '2026-11-19T12:00:00.000Z' },
        ),
        historyEntry(
          { bookingId: quartet.id, before: created, after: finalized },
          { kind: 'finalize', itemCount: 12, createdAt: '2026-11-18T12:00:00.000Z' },
        ),
        historyEntry(
          { bookingId: quartet.id, before: null, after: created },
          { kind: 'create', action: 'booking_created', createdAt: '2026-11-17T12:00:00.000Z' },
        ),
      ],
    });

    const { dialog } = await openHistory();
    const entries = await within(dialog).findAllByRole('heading', { level: 3 });

    expect(entries.map((heading) => heading.textContent)).toEqual([
      'Delete · 3 bookings',
      'Edit · 1 booking',
      'Finalize · 12 bookings',
      'Create · 1 booking',
    ]);
    const [deleted, edited, finalize, create] = entriesOf(dialog);
    expect(deleted).toHaveTextContent('owner@example.com');
    expect(deleted).toHaveTextContent('Deleted');
    // Noon UTC falls on the same date in every time zone the tests may run in.
    expect(within(deleted as HTMLElement).getByText(/Nov 20, 2026/)).toHaveAttribute(
      'datetime',
      '2026-11-20T12:00:00.000Z',
    );
    expect(edited).toHaveTextContent('Deleted user');
    expect(
      within(edited as HTMLElement)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Date: May 4, 2026 → May 5, 2026',
      'Time: 7:00 PM → 8:00 PM',
      'Performers: Ana Reyes (piano) → Ana Reyes (piano), Ben Okafor (saxophone)',
    ]);
    expect(finalize).toHaveTextContent('Status: pending → confirmed');
    expect(create).toHaveTextContent('Created');
  });

  it('when the booking has no recorded change, then History says so', async () => {
    fakeNetwork.on('GET', HISTORY_PATH, { status: 200, body: [] });

    const { dialog } = await openHistory();

    expect(await within(dialog).findByText(CHANGE_SET_MESSAGES.historyEmpty)).toBeInTheDocument();
  });

  it('when the History is loading, then it says so, and Close closes it', async () => {
    fakeNetwork.on('GET', HISTORY_PATH, 'pending');

    const { dialog, user } = await openHistory();

    expect(within(dialog).getByRole('status', { name: 'Loading history' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the History cannot be read, then it says so and Try again reads it again', async () => {
    // A read is tried three times (docs/PRODUCT.md section 9) before it fails; the fourth answer is the retry's.
    const failure = { status: 500, body: { message: 'boom' } };
    fakeNetwork.on('GET', HISTORY_PATH, [failure, failure, failure, { status: 200, body: [] }]);

    const { dialog, user } = await openHistory();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to fetch the history of this booking',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(CHANGE_SET_MESSAGES.historyEmpty)).toBeInTheDocument();
  });

  it('when a reader views the day, then there is no History', () => {
    renderDayOfQuartet(false);

    expect(screen.queryByRole('button', { name: /^History/ })).not.toBeInTheDocument();
  });

  it('when the History is open, then axe finds no violations', async () => {
    fakeNetwork.on('GET', HISTORY_PATH, {
      status: 200,
      body: [
        historyEntry({ bookingId: quartet.id, before: created, after: finalized }, { kind: 'finalize' }),
      ],
    });
    const { dialog } = await openHistory();
    await within(dialog).findByText('Status: pending → confirmed');

    await expectNoAxeViolations();
  }, 60_000);
});
