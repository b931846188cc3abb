import { screen, waitFor, within } from '@testing-library/react';
import { fakeNetwork } from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import { formatTimestamp } from '../dashboard-format';
import { ADMIN_PATHS, answerDashboard, SECURITY_EVENTS, securityEvent } from './dashboard-fixtures';

const FIRST = SECURITY_EVENTS[0] ?? securityEvent(1);
const RESOLVE_PATH = `/api/admin/persistent-security-events/${FIRST.id}/resolve`;

async function openUnresolved() {
  answerDashboard({
    securityEvents: [
      { status: 200, body: SECURITY_EVENTS },
      { status: 200, body: SECURITY_EVENTS.slice(1) },
    ],
  });
  const rendered = await openAdminScreen('/admin', 'owner');
  const card = await screen.findByRole('region', { name: 'Unresolved Security Events' });
  await within(card).findByText(FIRST.eventType);
  return { ...rendered, card };
}

describe('Resolving a security event', () => {
  it('when Resolve is pressed, then the event is resolved on the server, a toast confirms and it leaves the list', async () => {
    fakeNetwork.on('POST', RESOLVE_PATH, { status: 200, body: { ...FIRST, resolved: true } });
    const { card, user } = await openUnresolved();

    await user.click(
      within(card).getByRole('button', {
        name: `Resolve ${FIRST.eventType} of ${formatTimestamp(FIRST.timestamp)}`,
      }),
    );

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('Security event resolved')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText(FIRST.eventType)).not.toBeInTheDocument());
    const [resolve] = fakeNetwork.requestsTo('POST', RESOLVE_PATH);
    expect(resolve?.headers.get('x-is-owner')).toBe('true');
    expect(
      fakeNetwork.requestsTo('GET', `${ADMIN_PATHS.securityEvents}?resolved=false&limit=20`).length,
    ).toBe(2);
  });

  it('when resolving fails, then the Error toast says so and the event stays', async () => {
    fakeNetwork.on('POST', RESOLVE_PATH, { status: 404, body: { message: 'Not found' } });
    const { card, user } = await openUnresolved();

    await user.click(
      within(card).getByRole('button', {
        name: `Resolve ${FIRST.eventType} of ${formatTimestamp(FIRST.timestamp)}`,
      }),
    );

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('Failed to resolve security event')).toBeInTheDocument();
  });
});
