import { act, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { useLiveChanges } from '@booking-portal/shell/runtime';
import {
  FakeEventSource,
  fakeNetwork,
  renderWithShell,
  sessionFor,
} from '@booking-portal/shell/test-support';
import { useGetAdminMetricsQuery, useListAuditLogsQuery } from '../dashboard.endpoints';

/** The dashboard's activity log and request metrics on a page with its change stream. */
function LiveDashboardProbe() {
  useLiveChanges(true);
  const log = useListAuditLogsQuery({ limit: 10 });
  const metrics = useGetAdminMetricsQuery();
  return <p>{log.data !== undefined && metrics.data !== undefined ? 'Shown' : 'Loading'}</p>;
}

function readsOf(path: string): number {
  return fakeNetwork.requestsTo('GET', path).length;
}

beforeEach(() => {
  FakeEventSource.reset();
  Object.defineProperty(window, 'EventSource', {
    configurable: true,
    writable: true,
    value: FakeEventSource,
  });
  fakeNetwork.on('GET', API_PATHS.adminAuditLogs, { status: 200, body: [] });
  fakeNetwork.on('GET', API_PATHS.adminMetrics, { status: 200, body: {} });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'EventSource');
});

describe('the dashboard follows what colleagues save', () => {
  it.each(['bookings', 'users', 'departments', 'performers', 'closures', 'organizations'] as const)(
    'when %s change anywhere, then the activity log refetches and the request metrics do not',
    async (kind) => {
      renderWithShell(<LiveDashboardProbe />, { session: sessionFor('owner') });
      await screen.findByText('Shown');
      const stream = FakeEventSource.latest();
      act(() => stream.open());

      const month = kind === 'bookings' ? '2026-12' : null;
      act(() => stream.emit('change', { scopes: [{ kind, organizationId: 3, month }] }, '1'));

      await waitFor(() => expect(readsOf(API_PATHS.adminAuditLogs)).toBe(2));
      expect(readsOf(API_PATHS.adminMetrics)).toBe(1);
    },
  );
});
