import { screen, waitFor, within } from '@testing-library/react';
import type { AuditLogDto, ChangeSetDto } from '@booking-portal/api/contract';
import {
  DEMO_ORGANIZATIONS,
  expectNoAxeViolations,
  fakeNetwork,
  type FakeResponder,
  type RecordedRequest,
} from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import { formatTimestamp } from '../dashboard-format';
import { ADMIN_PATHS, answerDashboard, auditEntry } from './dashboard-fixtures';
import { changeSetDto, changeSetEntry, FINALIZE_ITEMS, PERFORMERS, snapshot } from './change-set-fixtures';

const FINALIZE = changeSetDto(41, 'finalize', FINALIZE_ITEMS);

/** A bulk Finalize, a single edit (the row keeps its old and new values) and a login. */
const LOG: AuditLogDto[] = [
  changeSetEntry(1, { id: 41, kind: 'finalize', itemCount: 12 }),
  changeSetEntry(
    2,
    { id: 42, kind: 'edit', itemCount: 1 },
    {
      resource: 'booking',
      resourceId: '300',
      details: JSON.stringify({
        old: { title: 'Brunch' },
        new: { title: 'Sunday Brunch' },
        changeSet: { id: 42, kind: 'edit', itemCount: 1 },
      }),
    },
  ),
  auditEntry(3, { action: 'login_success' }),
];

/** The audit-log reads filtered by action as the server does. */
function auditLogAnswer(request: RecordedRequest) {
  const action = new URL(request.url, 'http://portal.test').searchParams.get('action');
  return {
    status: 200,
    body: LOG.filter((entry) => action === null || action === 'all' || entry.action === action),
  };
}

function answerChangeSet(id: number, responder: FakeResponder) {
  fakeNetwork.on('GET', `/api/change-sets/${id}`, responder);
}

async function openLog(changeSets: Record<number, FakeResponder> = { 41: { status: 200, body: FINALIZE } }) {
  answerDashboard({ auditLogs: auditLogAnswer });
  fakeNetwork.on('GET', '/api/performers', { status: 200, body: PERFORMERS });
  for (const [id, responder] of Object.entries(changeSets)) answerChangeSet(Number(id), responder);
  const rendered = await openAdminScreen('/admin', 'owner');
  const activity = await screen.findByRole('region', { name: 'Recent Activity' });
  await within(activity).findByText('Finalize · 12 bookings');
  await rendered.user.click(within(activity).getByRole('button', { name: 'View All' }));
  const dialog = await screen.findByRole('dialog', { name: 'Complete Activity Log' });
  await within(dialog).findByText('Page 1 • Showing 3 entries');
  return { ...rendered, activity, dialog };
}

/** The log's entry whose line reads `summary`. */
function entryOf(container: HTMLElement, summary: string): HTMLElement {
  const line = within(container).getByText(summary);
  const entry = line.closest('li');
  if (entry === null) throw new Error(`No entry for ${summary}`);
  return entry;
}

function changeSetReads(id: number): number {
  return fakeNetwork.requestsTo('GET', `/api/change-sets/${id}`).length;
}

describe('Activity log: one entry per change set', () => {
  it('when a change set is logged, then its entry is one line (action, what and how many, who, when) with its changes collapsed and not yet read', async () => {
    const { dialog } = await openLog();

    const entry = entryOf(dialog, 'Finalize · 12 bookings');
    expect(within(entry).getByText('booking_updated')).toBeInTheDocument();
    expect(entry).toHaveTextContent(`owner@encore.test • ${formatTimestamp(LOG[0]?.timestamp ?? '')}`);
    expect(entry).not.toHaveTextContent('changeSet');
    const toggle = within(entry).getByRole('button', { name: 'Show changes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleDescription('booking_updated Finalize · 12 bookings');
    expect(changeSetReads(41)).toBe(0);
    // A single write's entry reads the same way instead of its raw old and new values.
    const single = entryOf(dialog, 'Edit · 1 booking');
    expect(single).not.toHaveTextContent('Brunch');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });

  it('when Show changes is pressed, then the change set is read and each booking shows with only what changed, old → new; Hide changes folds it again', async () => {
    const { dialog, user } = await openLog();
    const entry = entryOf(dialog, 'Finalize · 12 bookings');

    await user.click(within(entry).getByRole('button', { name: 'Show changes' }));

    const toggle = within(entry).getByRole('button', { name: 'Hide changes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const items = await within(panel as HTMLElement).findAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveTextContent('Show 1');
    expect(items[0]).toHaveTextContent('Apr 1, 2026 · 7:00 PM');
    expect(items[0]).toHaveTextContent('Status:pending → confirmed');
    expect(items[11]).toHaveTextContent('Show 12');
    // Nothing else differs, so nothing else is listed.
    expect(within(items[0] as HTMLElement).getAllByRole('term')).toHaveLength(1);
    expect(changeSetReads(41)).toBe(1);

    await user.click(toggle);

    expect(within(entry).getByRole('button', { name: 'Show changes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(entry).queryByText('Show 1')).not.toBeInTheDocument();
  });

  it('when an edit changed several fields, then each shows readably (times, hours, performers by name and instrument); a create and a delete are said plainly', async () => {
    const edit: ChangeSetDto = changeSetDto(42, 'edit', [
      {
        bookingId: 300,
        before: snapshot({ title: 'Brunch', time: '09:00', duration: 60, notes: null }),
        after: snapshot({
          title: 'Sunday Brunch',
          time: '10:30',
          duration: 90,
          notes: 'Bring the upright',
          performers: [
            { performerId: 7, instrument: 'Piano' },
            { performerId: 8, instrument: 'Drums' },
            { performerId: 99, instrument: 'Bass' },
          ],
        }),
      },
      { bookingId: 301, before: null, after: snapshot({ title: 'Late Set' }) },
      { bookingId: 302, before: snapshot({ title: 'Cancelled Gig' }), after: null },
      {
        bookingId: 303,
        before: snapshot({ title: 'Moved Gig' }),
        after: snapshot({
          title: 'Moved Gig',
          organizationId: DEMO_ORGANIZATIONS.palmCove.id,
          department: null,
        }),
      },
    ]);
    const { dialog, user } = await openLog({ 42: { status: 200, body: edit } });
    const entry = entryOf(dialog, 'Edit · 1 booking');

    await user.click(within(entry).getByRole('button', { name: 'Show changes' }));

    const [edited, created, deleted, moved] = await within(entry).findAllByRole('listitem');
    const lines = within(edited as HTMLElement)
      .getAllByRole('definition')
      .map((value) => `${value.previousElementSibling?.textContent ?? ''} ${value.textContent ?? ''}`);
    await waitFor(() =>
      expect(within(edited as HTMLElement).getByText(/Ava Stone \(Piano\), Ben Cole/)).toBeInTheDocument(),
    );
    expect(lines.slice(0, 4)).toEqual([
      'Title: Brunch → Sunday Brunch',
      'Time: 9:00 AM → 10:30 AM',
      'Duration: 1 hour → 1.5 hours',
      'Notes: none → Bring the upright',
    ]);
    expect(edited).toHaveTextContent(
      'Performers:Ava Stone (Piano) → Ava Stone (Piano), Ben Cole (Drums), Performer 99 (Bass)',
    );
    expect(edited).not.toHaveTextContent('Status:');
    expect(created).toHaveTextContent('Late Set');
    expect(created).toHaveTextContent('Created');
    expect(deleted).toHaveTextContent('Cancelled Gig');
    expect(deleted).toHaveTextContent('Deleted');
    expect(moved).toHaveTextContent('Department:Lobby Bar → none');
    expect(
      await within(moved as HTMLElement).findByText('Encore Music Entertainment → Palm Cove Beach Resort'),
    ).toBeInTheDocument();
  });

  it('when the change set cannot be read, then the entry says so and Try again reads it again', async () => {
    const { dialog, user } = await openLog({
      41: [
        { status: 403, body: { message: 'Forbidden' } },
        { status: 200, body: FINALIZE },
      ],
    });
    const entry = entryOf(dialog, 'Finalize · 12 bookings');

    await user.click(within(entry).getByRole('button', { name: 'Show changes' }));

    expect(await within(entry).findByRole('alert')).toHaveTextContent('Failed to fetch the changes');
    await user.click(within(entry).getByRole('button', { name: 'Try again' }));
    expect(await within(entry).findByText('Show 12')).toBeInTheDocument();
    expect(within(entry).queryByRole('alert')).not.toBeInTheDocument();
    expect(changeSetReads(41)).toBe(2);
  });

  it('when the change set is being read, then the entry shows it loading', async () => {
    const { dialog, user } = await openLog({ 41: 'pending' });
    const entry = entryOf(dialog, 'Finalize · 12 bookings');

    await user.click(within(entry).getByRole('button', { name: 'Show changes' }));

    expect(within(entry).getByRole('status', { name: 'Loading changes' })).toBeInTheDocument();
    expect(
      document.getElementById(
        `${within(entry).getByRole('button', { name: 'Hide changes' }).getAttribute('aria-controls') ?? ''}`,
      ),
    ).toHaveAttribute('aria-busy', 'true');
  });

  it('when the change set was undone since, then its changes say so', async () => {
    const { dialog, user } = await openLog({ 41: { status: 200, body: { ...FINALIZE, undoneBy: 43 } } });
    const entry = entryOf(dialog, 'Finalize · 12 bookings');

    await user.click(within(entry).getByRole('button', { name: 'Show changes' }));

    expect(await within(entry).findByText('This change was undone later.')).toBeInTheDocument();
    expect(within(entry).getAllByRole('listitem')).toHaveLength(12);
  });

  it('when the log is filtered by the spec action booking_updated, then the change sets stay listed as one line each', async () => {
    const { dialog, user } = await openLog();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Action' }), 'booking_updated');

    expect(await within(dialog).findByText('Page 1 • Showing 2 entries')).toBeInTheDocument();
    expect(within(dialog).getByText('Finalize · 12 bookings')).toBeInTheDocument();
    expect(within(dialog).getByText('Edit · 1 booking')).toBeInTheDocument();
    expect(
      fakeNetwork.requests.some(
        (request) => request.path === ADMIN_PATHS.auditLogs && request.url.includes('action=booking_updated'),
      ),
    ).toBe(true);
  });

  it('when Recent Activity lists a change set, then it can be expanded there too', async () => {
    const { activity, dialog, user } = await openLog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const entry = entryOf(activity, 'Finalize · 12 bookings');

    await user.click(within(entry).getByRole('button', { name: 'Show changes' }));

    expect(await within(entry).findByText('Show 7')).toBeInTheDocument();
  });

  it('when a change set is expanded in the log, then it has no axe violations', async () => {
    const { dialog, user } = await openLog();
    const entry = entryOf(dialog, 'Finalize · 12 bookings');
    await user.click(within(entry).getByRole('button', { name: 'Show changes' }));
    await within(entry).findByText('Show 12');

    await expectNoAxeViolations();
  });
});
