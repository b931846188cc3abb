import { screen, waitFor, within } from '@testing-library/react';
import {
  expectNoAxeViolations,
  fakeNetwork,
  fakeScreenTimers,
  setViewportWidth,
} from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import { formatTimestamp } from '../dashboard-format';
import { ERROR_RATE_LABEL } from '../dashboard-texts';
import {
  ADMIN_PATHS,
  answerDashboard,
  HEALTHY,
  RECENT_AUDIT,
  SECURITY_EVENTS,
  securityEvent,
  type DashboardAnswers,
} from './dashboard-fixtures';

afterEach(() => {
  jest.useRealTimers();
});

async function openDashboard(answers: DashboardAnswers = {}) {
  answerDashboard(answers);
  const rendered = await openAdminScreen('/admin', 'owner');
  await screen.findByRole('heading', { level: 1, name: 'System Dashboard' });
  return rendered;
}

/** A card by its title, once its figures arrived. */
async function card(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: title });
  await waitFor(() => expect(within(region).queryByRole('status')).not.toBeInTheDocument());
  return region;
}

/** The value shown beside a label of a card's figures. */
function valueOf(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('System Dashboard figures', () => {
  it('when the owner opens /admin, then the System Health card shows the status, figures and "No issues detected"', async () => {
    await openDashboard();

    const health = await card('System Health');
    expect(within(health).getByText('healthy')).toBeInTheDocument();
    expect(valueOf(health, 'Uptime')).toBe('1h 2m');
    expect(valueOf(health, 'Error Rate (server errors only)')).toBe('0.4%');
    expect(valueOf(health, 'Memory Usage')).toBe('142 MB');
    expect(within(health).getByText('Active Issues (0)')).toBeInTheDocument();
    expect(within(health).getByText('No issues detected')).toBeInTheDocument();
  });

  it('when health is critical, then the status shows in red with the count and list of issues', async () => {
    await openDashboard({
      health: {
        status: 200,
        body: {
          status: 'critical',
          details: {
            ...HEALTHY.details,
            issues: ['1 unresolved critical security event', 'High memory usage: 96% of the heap limit'],
          },
        },
      },
    });

    const health = await screen.findByRole('region', { name: 'System Health' });
    const status = await within(health).findByText('critical');
    expect(status).toHaveStyle({ color: '#7f1d1d', background: '#fee2e2' });
    expect(within(health).getByText('Active Issues (2)')).toBeInTheDocument();
    expect(
      within(health)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 unresolved critical security event', 'High memory usage: 96% of the heap limit']);
    expect(within(health).queryByText('No issues detected')).not.toBeInTheDocument();
  });

  it('when health has issues, then each links to what caused it: the unresolved event of that severity, or the card with the figure', async () => {
    const locked = securityEvent(7, { eventType: 'account_locked', severity: 'high' });
    const { user } = await openDashboard({
      health: {
        status: 200,
        body: {
          status: 'critical',
          details: {
            ...HEALTHY.details,
            issues: [
              'High error rate: 25% of requests failed in the last hour',
              '1 unresolved high-severity security event',
            ],
            issueCauses: [
              {
                text: 'High error rate: 25% of requests failed in the last hour',
                level: 'critical',
                cause: 'error-rate',
              },
              {
                text: '1 unresolved high-severity security event',
                level: 'warning',
                cause: 'security-events',
                severity: 'high',
              },
            ],
          },
        },
      },
      securityEvents: {
        status: 200,
        body: [securityEvent(3, { severity: 'critical' }), locked, securityEvent(9, { severity: 'high' })],
      },
    });
    const health = await card('System Health');
    await card('Unresolved Security Events');

    await user.click(within(health).getByRole('link', { name: '1 unresolved high-severity security event' }));

    const focused = document.activeElement as HTMLElement;
    expect(focused.tagName).toBe('LI');
    expect(focused).toHaveTextContent('account_locked');

    await user.click(
      within(health).getByRole('link', { name: 'High error rate: 25% of requests failed in the last hour' }),
    );

    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Requests' }));
  });

  it('when the metrics arrive, then the Requests, Performance, Security and System cards show them', async () => {
    await openDashboard();

    const requests = await card('Requests');
    expect(valueOf(requests, 'Total')).toBe('1,234');
    expect(valueOf(requests, 'Success')).toBe('1,224');
    expect(valueOf(requests, 'Errors')).toBe('7');
    expect(valueOf(requests, 'Client Errors (4xx)')).toBe('5');
    expect(valueOf(requests, 'Server Errors (5xx)')).toBe('2');
    expect(valueOf(requests, 'Rate Limited')).toBe('3');
    const performance = await card('Performance');
    expect(valueOf(performance, 'Avg Response')).toBe('12.3 ms');
    expect(valueOf(performance, 'Min Response')).toBe('0.4 ms');
    expect(valueOf(performance, 'Max Response')).toBe('870.2 ms');
    expect(valueOf(performance, 'DB Query Avg')).toBe('1.3 ms');
    expect(valueOf(performance, 'DB Queries')).toBe('5,678');
    const security = await card('Security');
    expect(valueOf(security, 'Failed Logins')).toBe('4');
    expect(valueOf(security, 'Suspicious Activity')).toBe('2');
    expect(valueOf(security, 'Recent Events')).toBe('6');
    const system = await card('System');
    expect(valueOf(system, 'Uptime')).toBe('1d 2h');
    expect(valueOf(system, 'Memory')).toBe('142 MB');
    expect(valueOf(system, 'Connections')).toBe('5');
  });

  it('when site visits arrive, then Public Calendar Visits shows the 30-day total, unique visitors and total/30 rounded', async () => {
    // Auto-refresh polls on a timer: fake time keeps a slow run from counting a second read.
    fakeScreenTimers();
    await openDashboard();

    const visits = await card('Public Calendar Visits');
    expect(valueOf(visits, 'Total Visits (30 days)')).toBe('95');
    expect(valueOf(visits, 'Unique Visitors')).toBe('40');
    expect(valueOf(visits, 'Daily Average')).toBe('3');
    expect(fakeNetwork.requestsTo('GET', `${ADMIN_PATHS.siteVisits}?days=30&page=/public`)).toHaveLength(1);
  });

  it('when the range metrics arrive, then Performance Overview shows them and only the 3 slowest endpoints', async () => {
    await openDashboard();

    const overview = await card('Performance Overview (Last 7 days)');
    expect(valueOf(overview, 'Average Response Time')).toBe('15.5 ms');
    expect(valueOf(overview, 'Total Requests')).toBe('4,321');
    expect(valueOf(overview, ERROR_RATE_LABEL)).toBe('1.2%');
    expect(valueOf(overview, 'Security Alerts')).toBe('9');
    const slowest = within(overview)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(slowest).toEqual([
      'GET /api/bookings.csv250.5 ms',
      'POST /api/bookings/:id/duplicate120.0 ms',
      'GET /api/bookings45.2 ms',
    ]);
  });

  it('when trends arrive, then Historical Trends shows the totals, the last 7 daily rows newest first and a chart of every day', async () => {
    await openDashboard();

    const trends = await card('Historical Trends');
    expect(valueOf(trends, 'Total Requests')).toBe('1,045');
    expect(valueOf(trends, 'Audit Events')).toBe('77');
    expect(valueOf(trends, 'Security Events')).toBe('9');
    // The table scrolls sideways on narrow screens: a named region the keyboard can focus to scroll it.
    const tableScroll = within(trends).getByRole('region', { name: 'Historical Trends, last 7 days' });
    expect(tableScroll).toHaveAttribute('tabindex', '0');
    const rows = within(within(tableScroll).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Mar 10', '109', '19.0 ms', '9', '0'],
      ['Mar 9', '108', '18.0 ms', '8', '2'],
      ['Mar 8', '107', '17.0 ms', '7', '1'],
      ['Mar 7', '106', '16.0 ms', '6', '0'],
      ['Mar 6', '105', '15.0 ms', '5', '2'],
      ['Mar 5', '104', '14.0 ms', '4', '1'],
      ['Mar 4', '103', '13.0 ms', '3', '0'],
    ]);
    const chart = within(trends).getByRole('img', {
      name: /Daily requests, server errors and security events over 10 days/,
    });
    expect(chart.querySelectorAll('polyline')).toHaveLength(3);
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(10);
  });

  it('when security events arrive, then Unresolved Security Events lists all with severity badges and Recent Security Events the first 10', async () => {
    await openDashboard();

    const unresolved = await card('Unresolved Security Events');
    const items = within(unresolved).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    const first = SECURITY_EVENTS[0];
    if (!first) throw new Error('fixture missing');
    expect(items[0]).toHaveTextContent('high');
    expect(items[0]).toHaveTextContent('event_type_1');
    expect(items[0]).toHaveTextContent('IP: 198.51.100.1');
    expect(items[0]).toHaveTextContent('Attempt:1');
    expect(items[0]).not.toHaveTextContent('{');
    expect(items[0]).toHaveTextContent(formatTimestamp(first.timestamp));
    expect(within(unresolved).getAllByText('critical')).toHaveLength(3);
    const recent = await card('Recent Security Events (Session)');
    expect(within(recent).getAllByRole('listitem')).toHaveLength(10);
    expect(
      fakeNetwork.requestsTo('GET', `${ADMIN_PATHS.securityEvents}?resolved=false&limit=20`),
    ).toHaveLength(1);
  });

  it('when security events carry details, then they read as labelled facts (method, path, e-mail, count), never as JSON', async () => {
    await openDashboard({
      securityEvents: {
        status: 200,
        body: [
          securityEvent(1, {
            eventType: 'authorization_denied',
            email: 'lobby@palmcove.test',
            details: JSON.stringify({
              method: 'GET',
              path: '/api/admin/metrics',
              role: 'user',
              allowedRoles: ['owner'],
            }),
          }),
          securityEvent(2, {
            eventType: 'account_locked',
            details: JSON.stringify({ count: 5, email: 'dusk@palmcove.test', lockedForSeconds: 900 }),
            occurrences: 3,
            lastSeen: '2026-03-10T12:30:00.000Z',
          }),
          securityEvent(3, { details: 'Origin refused by hand' }),
        ],
      },
    });

    const unresolved = await card('Unresolved Security Events');
    const [denied, locked, plain] = within(unresolved).getAllByRole('listitem');
    if (!denied || !locked || !plain) throw new Error('three events expected');
    const facts = (item: HTMLElement) =>
      within(item)
        .queryAllByRole('term')
        .map((term) => `${term.textContent ?? ''} ${term.nextElementSibling?.textContent ?? ''}`);
    expect(facts(denied)).toEqual([
      'Method: GET',
      'Path: /api/admin/metrics',
      'Role: user',
      'Allowed roles: owner',
    ]);
    expect(facts(locked)).toEqual(['Email: dusk@palmcove.test', 'Count: 5', 'Locked for: 15 minutes']);
    expect(locked).toHaveTextContent(`3 times, last ${formatTimestamp('2026-03-10T12:30:00.000Z')}`);
    expect(denied).not.toHaveTextContent('times');
    expect(facts(plain)).toEqual(['Details: Origin refused by hand']);
    expect(unresolved).not.toHaveTextContent(/[{}"]/);
  });

  it('when audit entries arrive, then Recent Activity shows the first 15 of the 50 fetched', async () => {
    // Auto-refresh polls on a timer: fake time keeps a slow run from counting a second read.
    fakeScreenTimers();
    await openDashboard();

    const activity = await card('Recent Activity');
    const items = within(activity).getAllByRole('listitem');
    expect(items).toHaveLength(15);
    expect(items[0]).toHaveTextContent('login_success');
    expect(items[0]).toHaveTextContent(
      `user1@encore.test • ${formatTimestamp(RECENT_AUDIT[0]?.timestamp ?? '')}`,
    );
    expect(within(activity).getByRole('button', { name: 'View All' })).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', `${ADMIN_PATHS.auditLogs}?limit=50`)).toHaveLength(1);
  });

  it('when there are no events and no activity, then the empty texts show', async () => {
    await openDashboard({ securityEvents: { status: 200, body: [] }, auditLogs: { status: 200, body: [] } });

    expect(
      await within(await screen.findByRole('region', { name: 'Recent Activity' })).findByText(
        'No activity found',
      ),
    ).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('region', { name: 'Unresolved Security Events' })).findByText(
        'No unresolved security events',
      ),
    ).toBeInTheDocument();
  });

  it('when the dashboard reads go out, then each carries the owner flag header and the cookies', async () => {
    // Auto-refresh polls on a timer: fake time keeps a slow run from counting a second read.
    fakeScreenTimers();
    await openDashboard();
    await card('Recent Activity');

    const reads = fakeNetwork.requests.filter((request) => request.path.startsWith('/api/admin/'));
    expect(new Set(reads.map((request) => request.path))).toEqual(new Set(Object.values(ADMIN_PATHS)));
    for (const read of reads) {
      expect(read.headers.get('x-is-owner')).toBe('true');
      expect(read.credentials).toBe('include');
    }
    expect(fakeNetwork.requestsTo('GET', `${ADMIN_PATHS.dashboardMetrics}?days=7`)).toHaveLength(1);
    expect(fakeNetwork.requestsTo('GET', `${ADMIN_PATHS.historicalTrends}?days=7`)).toHaveLength(1);
  });

  it('when shown on a desktop and at 375 px, then it has no axe violations', async () => {
    await openDashboard();
    await card('Recent Activity');
    await card('Historical Trends');
    await expectNoAxeViolations();

    setViewportWidth(375);
    await expectNoAxeViolations();
  });
});
