import { Page } from '@booking-portal/shell/runtime';
import { AdminScreen } from '../../access/admin-screen';
import { ScreenTitle } from '../../access/screen-title';

/** /departments: the department manager (SPEC.md section 2). */
export default function DepartmentsPage() {
  return (
    <AdminScreen screen="departments">
      {() => <Page header={<ScreenTitle title="Department Manager" />} />}
    </AdminScreen>
  );
}
