import { Page } from '@booking-portal/shell/runtime';
import { AdminScreen } from '../../access/admin-screen';
import { ScreenTitle } from '../../access/screen-title';

/** /users: 'User Management' with the viewer's role pill (SPEC.md section 2). */
export default function UsersPage() {
  return (
    <AdminScreen screen="users">
      {(session) => <Page header={<ScreenTitle title="User Management" role={session.role} />} />}
    </AdminScreen>
  );
}
