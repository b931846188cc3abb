import styled from 'styled-components';
import { DASHBOARD_POLLING_MS } from '@booking-portal/api/contract';
import { formatMb, formatPercent, formatUptime } from '../dashboard-format';
import { useGetAdminHealthQuery } from '../dashboard.endpoints';
import { ERROR_RATE_LABEL, FETCH_FAILURES, NO_ISSUES } from '../dashboard-texts';
import { HealthIssueLink } from './health-issue-link';
import { useFetchFailureToast } from '../hooks/use-fetch-failure-toast';
import { DashboardCard, Muted } from './dashboard-card';
import { StatList } from './stat-list';
import { HEALTH_TONES, StatusBadge } from './status-badge';

const IssuesTitle = styled.h3`
  margin: 0.5rem 0 0;
  font-size: 1rem;
`;

const Issues = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

/** Status (coloured), uptime, error rate, memory and the active issues; polled every 15 s. */
export function SystemHealthCard({ autoRefresh }: { autoRefresh: boolean }) {
  const { data, isLoading, isError } = useGetAdminHealthQuery(undefined, {
    pollingInterval: autoRefresh ? DASHBOARD_POLLING_MS.health : 0,
  });
  useFetchFailureToast(isError, FETCH_FAILURES.health);

  return (
    <DashboardCard
      title="System Health"
      isLoading={isLoading}
      failure={data === undefined && !isLoading ? FETCH_FAILURES.health : null}
      actions={data && <StatusBadge $tone={HEALTH_TONES[data.status]}>{data.status}</StatusBadge>}
    >
      {data && (
        <>
          <StatList
            stats={[
              { label: 'Uptime', value: formatUptime(data.details.uptime) },
              { label: ERROR_RATE_LABEL, value: formatPercent(data.details.errorRate) },
              { label: 'Memory Usage', value: formatMb(data.details.memoryUsage) },
            ]}
          />
          <IssuesTitle>{`Active Issues (${data.details.issues.length})`}</IssuesTitle>
          {data.details.issues.length === 0 ? (
            <Muted>{NO_ISSUES}</Muted>
          ) : (
            <Issues>
              {data.details.issueCauses
                ? data.details.issueCauses.map((issue) => (
                    <li key={issue.text}>
                      <HealthIssueLink issue={issue} />
                    </li>
                  ))
                : data.details.issues.map((issue) => <li key={issue}>{issue}</li>)}
            </Issues>
          )}
        </>
      )}
    </DashboardCard>
  );
}
