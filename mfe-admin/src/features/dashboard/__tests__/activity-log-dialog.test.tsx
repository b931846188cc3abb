import { screen, waitFor, within } from '@testing-library/react';
import type { AuditLogDto } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork, type RecordedRequest } from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import { ADMIN_PATHS, answerDashboard, auditEntry, RECENT_AUDIT } from './dashboard-fixtures';

/** 25 entries: a full first page of 20 and a second of 5. */
const FULL_LOG: AuditLogDto[] = Array.from({ length: 25 }, (_, index) =>
  index === 5
    ? auditEntry(index + 1, {
        details: '{"reason":"wrong_password"}',
        action: 'login_failed',
        success: false,
      })
    : auditEntry(index + 1, {
        details: index === 3 ? '{"new":{"name":"Quinn"}}' : null,
        action: index === 3 ? 'performer_created' : 'login_success',
      }),
);

/** The fake audit-log endpoint: the recent list, and the dialog's pages filtered like the server. */
function auditLogAnswer(request: RecordedRequest) {
  const query = new URL(request.url, 'http://portal.test').searchParams;
  const limit = Number(query.get('limit'));
  if (limit === 50) return { status: 200, body: RECENT_AUDIT };
  const offset = Number(query.get('offset') ?? 0);
  const before = query.get('before');
  const action = query.get('action');
  const search = (query.get('search') ?? '').toLowerCase();
  const matching = FULL_LOG.filter(
    (entry) =>
      (action === null || action === 'all' || entry.action === action) &&
      (search === '' ||
        [entry.email, entry.action, entry.details].some((text) => text?.toLowerCase().includes(search))),
  );
  const olderThanBefore =
    before === null
      ? matching
      : matching.slice(matching.findIndex((entry) => entry.id === Number(before)) + 1);
  return { status: 200, body: olderThanBefore.slice(offset, offset + limit) };
}

function dialogPageRequests(): string[] {
  return fakeNetwork.requests
    .filter((request) => request.path === ADMIN_PATHS.auditLogs && !request.url.includes('limit=50'))
    .map((request) => request.url);
}

async function openActivityLog() {
  answerDashboard({ auditLogs: auditLogAnswer });
  const rendered = await openAdminScreen('/admin', 'owner');
  const activity = await screen.findByRole('region', { name: 'Recent Activity' });
  await rendered.user.click(await within(activity).findByRole('button', { name: 'View All' }));
  const dialog = await screen.findByRole('dialog', { name: 'Complete Activity Log' });
  await within(dialog).findByText('Page 1 • Showing 20 entries');
  return { ...rendered, dialog };
}

describe('Complete Activity Log', () => {
  it('when View All is pressed, then the first page of 20 shows with "Page 1 • Showing 20 entries"', async () => {
    const { dialog } = await openActivityLog();

    expect(within(dialog).getAllByRole('listitem')).toHaveLength(20);
    expect(within(dialog).getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search by email, action, or details...',
    );
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(dialogPageRequests()).toEqual(['/api/admin/audit-logs?limit=20&offset=0&action=all']);
    expect(fakeNetwork.requestsTo('GET', dialogPageRequests()[0] ?? '')[0]?.headers.get('x-is-owner')).toBe(
      'true',
    );
  });

  it('when Next and Previous are pressed, then each next page is what is older than the last entry (keyset) and the summary counts the page', async () => {
    const { dialog, user } = await openActivityLog();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(await within(dialog).findByText('Page 2 • Showing 5 entries')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(dialogPageRequests()).toContain('/api/admin/audit-logs?limit=20&offset=0&before=20&action=all');

    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(await within(dialog).findByText('Page 1 • Showing 20 entries')).toBeInTheDocument();
  });

  it('when searching, then the search is sent, the page resets to 1 and matching entries show with details', async () => {
    const { dialog, user } = await openActivityLog();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByText('Page 2 • Showing 5 entries');

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'quinn');

    expect(await within(dialog).findByText('Page 1 • Showing 1 entries')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('performer_created');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Added performer Quinn.');
    expect(within(dialog).getByRole('listitem')).not.toHaveTextContent('{');
    expect(dialogPageRequests()).toContain('/api/admin/audit-logs?limit=20&offset=0&action=all&search=quinn');
  });

  it('when an action is chosen, then only that action is asked for; with no match "No activity found" shows', async () => {
    const { dialog, user } = await openActivityLog();
    const filter = within(dialog).getByRole('combobox', { name: 'Action' });
    expect([...(filter as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      'all',
      'booking_created',
      'booking_updated',
      'booking_deleted',
      'user_updated',
      'user_deleted',
      'performer_created',
      'performer_updated',
      'performer_deleted',
      'login_success',
      'login_failed',
      'user_invited',
      'user_registered',
      'password_reset',
      'user_disabled',
      'user_enabled',
      'performer_unavailability_added',
      'performer_unavailability_removed',
      'venue_closure_added',
      'venue_closure_removed',
    ]);

    await user.selectOptions(filter, 'performer_created');
    expect(await within(dialog).findByText('Page 1 • Showing 1 entries')).toBeInTheDocument();
    expect(dialogPageRequests()).toContain(
      '/api/admin/audit-logs?limit=20&offset=0&action=performer_created',
    );

    await user.selectOptions(filter, 'venue_closure_removed');
    expect(await within(dialog).findByText('No activity found')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 • Showing 0 entries')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when a sign-in failed, then its entry reads as a sentence beside the failed badge, not as JSON', async () => {
    const { dialog, user } = await openActivityLog();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Action' }), 'login_failed');

    expect(await within(dialog).findByText('Page 1 • Showing 1 entries')).toBeInTheDocument();
    const entry = within(dialog).getByRole('listitem');
    expect(within(entry).getByText('Sign-in failed: wrong password.')).toBeInTheDocument();
    expect(within(entry).getByText('failed')).toBeInTheDocument();
    expect(entry).not.toHaveTextContent('reason');
    expect(entry).not.toHaveTextContent('{');
  });

  it('when Close or Escape is pressed, then the dialog closes', async () => {
    const { dialog, user } = await openActivityLog();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when the log is open, then it has no axe violations', async () => {
    await openActivityLog();

    await expectNoAxeViolations();
  });
});
