import { Page } from '@booking-portal/shell/runtime';
import { AdminScreen } from '../../access/admin-screen';
import { ScreenTitle } from '../../access/screen-title';

/** /performers: the performer manager, for super admins and owners (SPEC.md section 2). */
export default function PerformersPage() {
  return (
    <AdminScreen screen="performers">
      {() => <Page header={<ScreenTitle title="Performer Manager" />} />}
    </AdminScreen>
  );
}
