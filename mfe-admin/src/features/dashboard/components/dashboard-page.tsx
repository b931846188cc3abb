import { useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_DASHBOARD_RANGE_DAYS, type DashboardRangeDays } from '@booking-portal/api/contract';
import { Page, useAppDispatch } from '@booking-portal/shell/runtime';
import { AdminScreen, ScreenTitle } from '../../access';
import { DASHBOARD_TAG, dashboardApi } from '../dashboard.endpoints';
import { DashboardControls } from './dashboard-controls';
import { HistoricalTrends } from './historical-trends';
import { MailDeliveryCard } from './mail-delivery-card';
import { MetricsCards } from './metrics-cards';
import { PerformanceOverview } from './performance-overview';
import { RecentActivity } from './recent-activity';
import { SecurityEventCards } from './security-event-cards';
import { SiteVisitsCard } from './site-visits-card';
import { SystemHealthCard } from './system-health-card';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
  margin-bottom: 1rem;
`;

const WideGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 26rem), 1fr));
  gap: 1rem;
  margin-bottom: 1rem;
`;

/** The owner's dashboard: every card of docs/PRODUCT.md section 2, polled per card while auto-refresh is on. */
function SystemDashboard() {
  const dispatch = useAppDispatch();
  const [days, setDays] = useState<DashboardRangeDays>(DEFAULT_DASHBOARD_RANGE_DAYS);
  const [autoRefresh, setAutoRefresh] = useState(true);

  return (
    <Page
      header={
        <>
          <ScreenTitle title="System Dashboard" />
          <DashboardControls
            days={days}
            onDaysChange={setDays}
            autoRefresh={autoRefresh}
            onAutoRefreshChange={setAutoRefresh}
            onRefresh={() => dispatch(dashboardApi.util.invalidateTags([DASHBOARD_TAG]))}
          />
        </>
      }
    >
      <Grid>
        <SystemHealthCard autoRefresh={autoRefresh} />
        <MetricsCards autoRefresh={autoRefresh} />
        <SiteVisitsCard autoRefresh={autoRefresh} />
      </Grid>
      <WideGrid>
        <PerformanceOverview days={days} autoRefresh={autoRefresh} />
        <HistoricalTrends days={days} />
        <SecurityEventCards autoRefresh={autoRefresh} />
        <RecentActivity autoRefresh={autoRefresh} />
        <MailDeliveryCard autoRefresh={autoRefresh} />
      </WideGrid>
    </Page>
  );
}

/** /admin: the owner's system dashboard (docs/PRODUCT.md section 2); anyone else sees the denied text. */
export default function DashboardPage() {
  return <AdminScreen screen="admin">{() => <SystemDashboard />}</AdminScreen>;
}
