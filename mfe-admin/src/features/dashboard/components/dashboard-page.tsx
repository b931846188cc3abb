import { Page } from '@booking-portal/shell/runtime';
import { AdminScreen } from '../../access/admin-screen';
import { ScreenTitle } from '../../access/screen-title';

/** /admin: the owner's system dashboard (SPEC.md section 2). */
export default function DashboardPage() {
  return (
    <AdminScreen screen="admin">
      {() => <Page header={<ScreenTitle title="System Dashboard" />} />}
    </AdminScreen>
  );
}
