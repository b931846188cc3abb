import type { TestApp } from './test-app';

export interface StoredClosure {
  organizationId: number;
  /** The department's name; null closes the whole organization. */
  department: string | null;
  /** 'yyyy-MM-dd HH:mm', the venue's wall clock. */
  from: string;
  to: string;
  reason: string;
}

/** A venue closure written straight into the database (test set-up). */
export async function storeClosure(app: TestApp, closure: StoredClosure): Promise<number> {
  const department: { id: number } | undefined =
    closure.department === null
      ? undefined
      : await app
          .knex('departments')
          .first('id')
          .where({ organizationId: closure.organizationId, name: closure.department });
  if (closure.department !== null && !department) throw new Error(`no department ${closure.department}`);
  const [row]: { id: number }[] = await app
    .knex('venue_closures')
    .insert({
      organizationId: closure.organizationId,
      departmentId: department?.id ?? null,
      startsAt: closure.from,
      endsAt: closure.to,
      reason: closure.reason,
    })
    .returning('id');
  if (!row) throw new Error('closure not stored');
  return row.id;
}
