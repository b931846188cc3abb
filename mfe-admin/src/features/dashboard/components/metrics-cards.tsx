import { DASHBOARD_POLLING_MS, type AdminMetricsDto } from '@booking-portal/api/contract';
import { CARD_ANCHORS } from '../dashboard-anchors';
import { formatCount, formatMb, formatMs, formatUptime } from '../dashboard-format';
import { useGetAdminMetricsQuery } from '../dashboard.endpoints';
import { FETCH_FAILURES } from '../dashboard-texts';
import { useFetchFailureToast } from '../hooks/use-fetch-failure-toast';
import { DashboardCard } from './dashboard-card';
import { StatList, type Stat } from './stat-list';

/** The four cards fed by GET /api/admin/metrics (docs/PRODUCT.md section 3 metric shapes). */
const CARDS: readonly { title: string; anchorId?: string; stats: (metrics: AdminMetricsDto) => Stat[] }[] = [
  {
    title: 'Requests',
    anchorId: CARD_ANCHORS.requests,
    stats: ({ requests }) => [
      { label: 'Total', value: formatCount(requests.total.count) },
      { label: 'Success', value: formatCount(requests.success.count) },
      { label: 'Errors', value: formatCount(requests.errors.count) },
      { label: 'Client Errors (4xx)', value: formatCount(requests.clientErrors.count) },
      { label: 'Server Errors (5xx)', value: formatCount(requests.serverErrors.count) },
      { label: 'Rate Limited', value: formatCount(requests.rateLimited.count) },
    ],
  },
  {
    title: 'Performance',
    stats: ({ performance }) => [
      { label: 'Avg Response', value: formatMs(performance.responseTime.avg) },
      { label: 'Min Response', value: formatMs(performance.responseTime.min) },
      { label: 'Max Response', value: formatMs(performance.responseTime.max) },
      { label: 'DB Query Avg', value: formatMs(performance.dbQueries.avg) },
      { label: 'DB Queries', value: formatCount(performance.dbQueries.count) },
    ],
  },
  {
    title: 'Security',
    stats: ({ security }) => [
      { label: 'Failed Logins', value: formatCount(security.failedLogins) },
      { label: 'Suspicious Activity', value: formatCount(security.suspiciousActivity) },
      { label: 'Recent Events', value: formatCount(security.recentEvents) },
    ],
  },
  {
    title: 'System',
    anchorId: CARD_ANCHORS.system,
    stats: ({ system }) => [
      { label: 'Uptime', value: formatUptime(system.uptime) },
      { label: 'Memory', value: formatMb(system.memoryUsage) },
      { label: 'Connections', value: formatCount(system.activeConnections) },
    ],
  },
];

/** Requests, Performance, Security and System; one read polled every 30 s. */
export function MetricsCards({ autoRefresh }: { autoRefresh: boolean }) {
  const { data, isLoading, isError } = useGetAdminMetricsQuery(undefined, {
    pollingInterval: autoRefresh ? DASHBOARD_POLLING_MS.metrics : 0,
  });
  useFetchFailureToast(isError, FETCH_FAILURES.metrics);
  const failure = data === undefined && !isLoading ? FETCH_FAILURES.metrics : null;

  return (
    <>
      {CARDS.map((card) => (
        <DashboardCard
          key={card.title}
          title={card.title}
          anchorId={card.anchorId}
          isLoading={isLoading}
          failure={failure}
        >
          {data && <StatList stats={card.stats(data)} />}
        </DashboardCard>
      ))}
    </>
  );
}
