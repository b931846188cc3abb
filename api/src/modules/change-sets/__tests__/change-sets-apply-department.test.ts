import { API_PATHS, type DepartmentDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import {
  MAGNOLIA,
  OWNER,
  auditRowsOf,
  performerIdOf,
  storeBooking,
  userIdOf,
} from '../../../test-support/booking-fixtures';
import { changeSetAndAuditCounts, changeSetsOfBookings } from '../../../test-support/change-set-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

async function createDepartment(name: string): Promise<number> {
  const response = await write('post', API_PATHS.departments, await as(OWNER)).send({
    name,
    organizationId: MAGNOLIA,
  });
  if (response.status !== 201) throw new Error(`department ${name} not created: ${response.text}`);
  return (response.body as DepartmentDto).id;
}

describe('DELETE /api/departments/{id} with migrateTo: the bookings moved are one change set', () => {
  it("when the owner deletes a department with two bookings, then one 'department_migration' change set by the owner, no audit row of its own, and the deletion's audit row names it", async () => {
    const cello = await performerIdOf(app(), 'Daniel Kim');
    const id = await createDepartment('Garden');
    const bookings = [
      await storeBooking(app(), {
        date: '2039-01-01',
        department: 'Garden',
        organizationId: MAGNOLIA,
        performers: [{ performerId: cello, instrument: 'cello' }],
      }),
      await storeBooking(app(), { date: '2039-01-02', department: 'Garden', organizationId: MAGNOLIA }),
    ];
    const before = await changeSetAndAuditCounts(app());

    const response = await write('delete', API_PATHS.department(id), await as(OWNER)).send({
      migrateTo: 'Terrace',
    });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ migratedBookings: 2, migratedUsers: 0, migratedTo: 'Terrace' });
    const [migration, ...others] = await changeSetsOfBookings(app(), bookings);
    expect(others).toEqual([]);
    expect(migration).toMatchObject({
      kind: 'department_migration',
      action: 'booking_updated',
      itemCount: 2,
      userId: await userIdOf(app(), OWNER),
      email: OWNER,
    });
    expect(
      migration?.items.map((item) => [item.bookingId, item.before?.department, item.after?.department]),
    ).toEqual([
      [bookings[0], 'Garden', 'Terrace'],
      [bookings[1], 'Garden', 'Terrace'],
    ]);
    expect(migration?.items[0]?.after).toMatchObject({
      date: '2039-01-01',
      organizationId: MAGNOLIA,
      performers: [{ performerId: cello, instrument: 'cello' }],
    });
    // One more change set and one more audit row: the deletion's, naming the change set.
    expect(await changeSetAndAuditCounts(app())).toEqual({
      changeSets: before.changeSets + 1,
      auditRows: before.auditRows + 1,
    });
    const [deletion] = await auditRowsOf(app(), 'department', id).then((rows) =>
      rows.filter((row) => row.action === 'department_deleted'),
    );
    expect(deletion?.details).toMatchObject({ migratedBookings: 2, changeSetId: migration?.id });
  });

  it('when the deleted department had no bookings, then no change set and the audit row names none', async () => {
    const id = await createDepartment('Orchard');
    const before = await changeSetAndAuditCounts(app());

    const response = await write('delete', API_PATHS.department(id), await as(OWNER)).send({
      migrateTo: 'Terrace',
    });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ migratedBookings: 0, migratedUsers: 0, migratedTo: 'Terrace' });
    expect((await changeSetAndAuditCounts(app())).changeSets).toBe(before.changeSets);
    const [deletion] = await auditRowsOf(app(), 'department', id).then((rows) =>
      rows.filter((row) => row.action === 'department_deleted'),
    );
    expect(deletion?.details).not.toHaveProperty('changeSetId');
  });
});
