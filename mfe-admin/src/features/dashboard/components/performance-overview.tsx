import styled from 'styled-components';
import { DASHBOARD_POLLING_MS } from '@booking-portal/api/contract';
import { CARD_ANCHORS } from '../dashboard-anchors';
import { formatCount, formatMs, formatPercent } from '../dashboard-format';
import { useGetDashboardMetricsQuery } from '../dashboard.endpoints';
import { ERROR_RATE_LABEL, FETCH_FAILURES, RANGE_OPTIONS } from '../dashboard-texts';
import { useFetchFailureToast } from '../hooks/use-fetch-failure-toast';
import { DashboardCard, Muted } from './dashboard-card';
import { StatList } from './stat-list';

const SLOWEST_SHOWN = 3;

const SubTitle = styled.h3`
  margin: 0.5rem 0 0;
  font-size: 1rem;
`;

const Endpoints = styled.ol`
  margin: 0;
  padding-left: 1.25rem;

  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }

  code {
    overflow-wrap: anywhere;
  }
`;

/** The chosen range's average response time, requests, error rate, security alerts and 3 slowest endpoints. */
export function PerformanceOverview({ days, autoRefresh }: { days: number; autoRefresh: boolean }) {
  const { data, isLoading, isError } = useGetDashboardMetricsQuery(days, {
    pollingInterval: autoRefresh ? DASHBOARD_POLLING_MS.dashboardMetrics : 0,
  });
  useFetchFailureToast(isError, FETCH_FAILURES.dashboardMetrics);
  const rangeLabel = RANGE_OPTIONS.find((option) => option.days === days)?.label ?? `Last ${days} days`;
  const slowest = data?.performance.slowestEndpoints.slice(0, SLOWEST_SHOWN) ?? [];

  return (
    <DashboardCard
      title={`Performance Overview (${rangeLabel})`}
      anchorId={CARD_ANCHORS.performanceOverview}
      isLoading={isLoading}
      failure={data === undefined && !isLoading ? FETCH_FAILURES.dashboardMetrics : null}
    >
      {data && (
        <>
          <StatList
            stats={[
              { label: 'Average Response Time', value: formatMs(data.performance.avgResponseTime) },
              { label: 'Total Requests', value: formatCount(data.performance.totalRequests) },
              { label: ERROR_RATE_LABEL, value: formatPercent(data.performance.errorRate) },
              { label: 'Security Alerts', value: formatCount(data.securityAlerts) },
            ]}
          />
          <SubTitle>Slowest Endpoints</SubTitle>
          {slowest.length === 0 ? (
            <Muted>No requests in this period</Muted>
          ) : (
            <Endpoints>
              {slowest.map((endpoint) => (
                <li key={endpoint.endpoint}>
                  <code>{endpoint.endpoint}</code>
                  <span>{formatMs(endpoint.avgTime)}</span>
                </li>
              ))}
            </Endpoints>
          )}
        </>
      )}
    </DashboardCard>
  );
}
