import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeNetwork, fakeScreenTimers } from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import { ADMIN_PATHS, answerDashboard, METRICS, type DashboardAnswers } from './dashboard-fixtures';

async function openDashboard(answers: DashboardAnswers = {}) {
  answerDashboard(answers);
  const rendered = await openAdminScreen('/admin', 'owner');
  const activity = await screen.findByRole('region', { name: 'Recent Activity' });
  await waitFor(() => expect(within(activity).queryByRole('status')).not.toBeInTheDocument());
  return rendered;
}

function readsOf(path: string): number {
  return fakeNetwork.requests.filter((request) => request.method === 'GET' && request.path === path).length;
}

afterEach(() => {
  jest.useRealTimers();
});

describe('System Dashboard controls', () => {
  it('when the time range changes to Last 30 days, then Performance Overview and Historical Trends read 30 days', async () => {
    // Auto-refresh polls on a timer: fake time keeps a slow run from counting a second read.
    fakeScreenTimers();
    const { user } = await openDashboard();

    const range = screen.getByRole('combobox', { name: 'Time range' });
    expect(range).toHaveValue('7');
    expect([...(range as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Last 24 hours',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
    ]);
    await user.selectOptions(range, 'Last 30 days');

    expect(
      await screen.findByRole('region', { name: 'Performance Overview (Last 30 days)' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fakeNetwork.requestsTo('GET', `${ADMIN_PATHS.historicalTrends}?days=30`)).toHaveLength(1),
    );
    expect(fakeNetwork.requestsTo('GET', `${ADMIN_PATHS.dashboardMetrics}?days=30`)).toHaveLength(1);
  });

  it('when Refresh is pressed, then every dashboard read is made again and new figures show', async () => {
    const { user } = await openDashboard({
      metrics: [
        { status: 200, body: METRICS },
        { status: 200, body: { ...METRICS, requests: { ...METRICS.requests, total: { count: 2000 } } } },
      ],
    });
    const before = Object.values(ADMIN_PATHS).map(readsOf);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    const requests = await screen.findByRole('region', { name: 'Requests' });
    expect(await within(requests).findByText('2,000')).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.values(ADMIN_PATHS).map(readsOf)).toEqual(before.map((count) => count + 1)),
    );
  });

  it('when auto-refresh is on, then health is read again after 15 s and metrics after 30 s', async () => {
    // Installed before the page mounts, so the polling timers are fake ones.
    jest.useFakeTimers();
    await openDashboard();
    const health = readsOf(ADMIN_PATHS.health);
    const metrics = readsOf(ADMIN_PATHS.metrics);
    const auditLogs = readsOf(ADMIN_PATHS.auditLogs);
    const securityEvents = readsOf(ADMIN_PATHS.securityEvents);
    const siteVisits = readsOf(ADMIN_PATHS.siteVisits);
    const dashboardMetrics = readsOf(ADMIN_PATHS.dashboardMetrics);
    const trends = readsOf(ADMIN_PATHS.historicalTrends);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(15_100);
    });
    expect(readsOf(ADMIN_PATHS.health)).toBe(health + 1);
    expect(readsOf(ADMIN_PATHS.metrics)).toBe(metrics);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(15_000);
    });
    expect(readsOf(ADMIN_PATHS.health)).toBe(health + 2);
    expect(readsOf(ADMIN_PATHS.metrics)).toBe(metrics + 1);
    expect(readsOf(ADMIN_PATHS.auditLogs)).toBe(auditLogs + 1);
    expect(readsOf(ADMIN_PATHS.securityEvents)).toBe(securityEvents + 1);
    expect(readsOf(ADMIN_PATHS.siteVisits)).toBe(siteVisits);
    expect(readsOf(ADMIN_PATHS.dashboardMetrics)).toBe(dashboardMetrics);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(readsOf(ADMIN_PATHS.siteVisits)).toBe(siteVisits + 1);
    expect(readsOf(ADMIN_PATHS.dashboardMetrics)).toBe(dashboardMetrics + 1);
    // Historical trends are not polled.
    expect(readsOf(ADMIN_PATHS.historicalTrends)).toBe(trends);
  });

  it('when auto-refresh is turned off, then nothing is read again as time passes', async () => {
    jest.useFakeTimers();
    await openDashboard();
    const checkbox = screen.getByRole('checkbox', { name: 'Auto-refresh' });
    expect(checkbox).toBeChecked();
    // fireEvent: user-event waits on timers, which are fake here.
    fireEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    const before = Object.values(ADMIN_PATHS).map(readsOf);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(120_000);
    });

    expect(Object.values(ADMIN_PATHS).map(readsOf)).toEqual(before);
  });

  it('when the metrics read fails, then the Error toast says "Failed to fetch metrics" and the cards say so', async () => {
    await openDashboard({ metrics: { status: 500, body: { message: 'Internal error' } } });

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    const toast = (await within(notifications).findByText('Failed to fetch metrics')).closest(
      '[role="status"]',
    );
    expect(toast).toHaveTextContent('Error');
    // One read behind four cards: one toast.
    expect(within(notifications).getAllByText('Failed to fetch metrics')).toHaveLength(1);
    const requests = await screen.findByRole('region', { name: 'Requests' });
    expect(await within(requests).findByText('Failed to fetch metrics')).toBeInTheDocument();
  });

  it('when the health and site-visit reads fail, then each has its own Error toast', async () => {
    await openDashboard({
      health: { status: 503, body: { message: 'Service unavailable' } },
      siteVisits: 'network-error',
    });

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('Failed to fetch system health')).toBeInTheDocument();
    expect(await within(notifications).findByText('Failed to fetch site visits')).toBeInTheDocument();
  });
});
