import styled from 'styled-components';
import { formatCount, formatDay, formatMs } from '../dashboard-format';
import { useGetHistoricalTrendsQuery } from '../dashboard.endpoints';
import { FETCH_FAILURES } from '../dashboard-texts';
import { useFetchFailureToast } from '../hooks/use-fetch-failure-toast';
import { DashboardCard } from './dashboard-card';
import { StatList } from './stat-list';
import { TrendChart } from './trend-chart';

const DAILY_ROWS_SHOWN = 7;
const DAILY_TABLE_NAME = 'Historical Trends, last 7 days';

const TableScroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: 0.375rem 0.5rem;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }

  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

const Caption = styled.caption`
  caption-side: top;
  text-align: left;
  padding-bottom: 0.25rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Totals of the range, the last 7 daily rows (newest first) and a chart of every day of the range. */
export function HistoricalTrends({ days }: { days: number }) {
  const { data, isLoading, isError } = useGetHistoricalTrendsQuery(days);
  useFetchFailureToast(isError, FETCH_FAILURES.historicalTrends);
  const lastDays = data ? data.dailyStats.slice(-DAILY_ROWS_SHOWN).reverse() : [];

  return (
    <DashboardCard
      title="Historical Trends"
      isLoading={isLoading}
      failure={data === undefined && !isLoading ? FETCH_FAILURES.historicalTrends : null}
    >
      {data && (
        <>
          <StatList
            stats={[
              { label: 'Total Requests', value: formatCount(data.totalRequests) },
              { label: 'Audit Events', value: formatCount(data.totalAuditEvents) },
              { label: 'Security Events', value: formatCount(data.totalSecurityEvents) },
            ]}
          />
          <TrendChart days={data.dailyStats} />
          {/* Narrow screens scroll the table sideways: a named, focusable region lets the keyboard do it. */}
          <TableScroll role="region" aria-label={DAILY_TABLE_NAME} tabIndex={0}>
            <Table>
              <Caption>Last 7 days</Caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Requests</th>
                  <th scope="col">Avg Time</th>
                  <th scope="col">Server Errors</th>
                  <th scope="col">Security Events</th>
                </tr>
              </thead>
              <tbody>
                {lastDays.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatDay(day.date)}</th>
                    <td>{formatCount(day.requests)}</td>
                    <td>{formatMs(day.avgResponseTime)}</td>
                    <td>{formatCount(day.errors)}</td>
                    <td>{formatCount(day.securityEvents)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </DashboardCard>
  );
}
