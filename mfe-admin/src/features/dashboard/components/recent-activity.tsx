import { useState } from 'react';
import {
  DASHBOARD_POLLING_MS,
  RECENT_AUDIT_FETCH_LIMIT,
  RECENT_AUDIT_SHOWN,
} from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import { useListAuditLogsQuery } from '../dashboard.endpoints';
import { FETCH_FAILURES, NO_ACTIVITY } from '../dashboard-texts';
import { useFetchFailureToast } from '../hooks/use-fetch-failure-toast';
import { ActivityLogDialog } from './activity-log-dialog';
import { AuditEntry } from './audit-entry';
import { EntryList } from './entry-list';
import { DashboardCard, Muted } from './dashboard-card';

/** The first 15 of the 50 newest audit entries (polled every 30 s), with View All for the full log. */
export function RecentActivity({ autoRefresh }: { autoRefresh: boolean }) {
  const { data, isLoading, isError } = useListAuditLogsQuery(
    { limit: RECENT_AUDIT_FETCH_LIMIT },
    { pollingInterval: autoRefresh ? DASHBOARD_POLLING_MS.auditLogs : 0 },
  );
  useFetchFailureToast(isError, FETCH_FAILURES.auditLogs);
  const [logOpen, setLogOpen] = useState(false);
  const entries = data?.slice(0, RECENT_AUDIT_SHOWN) ?? [];

  return (
    <>
      <DashboardCard
        title="Recent Activity"
        isLoading={isLoading}
        failure={data === undefined && !isLoading ? FETCH_FAILURES.auditLogs : null}
        actions={
          <Button $variant="secondary" $size="small" onClick={() => setLogOpen(true)}>
            View All
          </Button>
        }
      >
        {entries.length === 0 ? (
          <Muted>{NO_ACTIVITY}</Muted>
        ) : (
          <EntryList>
            {entries.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </EntryList>
        )}
      </DashboardCard>
      {logOpen && <ActivityLogDialog onClose={() => setLogOpen(false)} />}
    </>
  );
}
