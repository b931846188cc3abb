import { DASHBOARD_POLLING_MS, SITE_VISITS_WINDOW_DAYS } from '@booking-portal/api/contract';
import { formatCount } from '../dashboard-format';
import { useGetSiteVisitsQuery } from '../dashboard.endpoints';
import { FETCH_FAILURES } from '../dashboard-texts';
import { useFetchFailureToast } from '../hooks/use-fetch-failure-toast';
import { DashboardCard } from './dashboard-card';
import { StatList } from './stat-list';

/** Views of the public schedule over 30 days; the daily average is total / 30, rounded. Polled every 60 s. */
export function SiteVisitsCard({ autoRefresh }: { autoRefresh: boolean }) {
  const { data, isLoading, isError } = useGetSiteVisitsQuery(undefined, {
    pollingInterval: autoRefresh ? DASHBOARD_POLLING_MS.siteVisits : 0,
  });
  useFetchFailureToast(isError, FETCH_FAILURES.siteVisits);

  return (
    <DashboardCard
      title="Public Calendar Visits"
      isLoading={isLoading}
      failure={data === undefined && !isLoading ? FETCH_FAILURES.siteVisits : null}
    >
      {data && (
        <StatList
          stats={[
            { label: `Total Visits (${SITE_VISITS_WINDOW_DAYS} days)`, value: formatCount(data.totalVisits) },
            { label: 'Unique Visitors', value: formatCount(data.uniqueVisitors) },
            {
              label: 'Daily Average',
              value: formatCount(Math.round(data.totalVisits / SITE_VISITS_WINDOW_DAYS)),
            },
          ]}
        />
      )}
    </DashboardCard>
  );
}
