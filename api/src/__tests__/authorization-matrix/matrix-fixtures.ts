import { createHash, randomBytes } from 'node:crypto';
import { hash } from 'argon2';
import type { Knex } from 'knex';
import { PROVIDER_ORGANIZATION_ID, type AccountLinkPurpose } from '../../contract';
import type { DepartmentRef, MatrixWorld, Scope, TenantFixture } from './matrix-types';

/** What a fresh fixture needs to know of its tenant. */
type TenantBase = Pick<TenantFixture, 'organizationId' | 'marker' | 'departments'>;

/** Organizations of the demo data (docs/ARCHITECTURE.md section 5): the actors' own tenant and another one. */
const TENANT_ORGANIZATIONS: Record<Scope, number> = { own: 1, other: 3 };
const MARKERS: Record<Scope, string> = { own: 'tenant-a', other: 'tenant-b' };

/** A date far from the demo bookings, so fixtures never collide with them. */
export const MATRIX_DATE = '2031-03-12';
export const MATRIX_DUPLICATE_DATE = '2031-03-19';
export const MATRIX_RANGE = { from: '2031-03-01', to: '2031-03-31' };

let counter = 0;
/** A number no other fixture of this run has used: names and e-mails stay unique. */
export function nextSuffix(): number {
  counter += 1;
  return counter;
}

function insertedId(rows: { id: number | string }[]): number {
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('fixture row not inserted');
  return Number(id);
}

export async function freshBooking(knex: Knex, tenant: TenantBase): Promise<number> {
  return insertedId(
    await knex('bookings')
      .insert({
        title: `Solo - ${tenant.marker} booking ${nextSuffix()}`,
        date: MATRIX_DATE,
        time: '19:00',
        duration: 60,
        department: tenant.departments[0].name,
        ensemble: 'Solo',
        organizationId: tenant.organizationId,
        status: 'confirmed',
      })
      .returning('id'),
  );
}

/**
 * A change set of `authorEmail`'s that edited a fresh booking of the tenant (its notes, from 'Before'
 * to none), the booking still as it left it: its author may undo it. Written straight into the tables.
 */
export async function freshChangeSet(knex: Knex, tenant: TenantBase, authorEmail: string): Promise<number> {
  const bookingId = await freshBooking(knex, tenant);
  const booking: Record<string, unknown> | undefined = await knex('bookings')
    .first('title', 'date', 'time', 'duration', 'notes', 'department', 'ensemble', 'status', 'organizationId')
    .where({ id: bookingId });
  if (!booking) throw new Error('fixture booking not stored');
  const after = { ...booking, performers: [] };
  const author: { id: number } | undefined = await knex('users').first('id').where({ email: authorEmail });
  const changeSetId = insertedId(
    await knex('booking_change_sets')
      .insert({
        kind: 'edit',
        action: 'booking_updated',
        userId: author?.id ?? null,
        email: authorEmail,
        itemCount: 1,
      })
      .returning('id'),
  );
  await knex('booking_change_set_items').insert({
    changeSetId,
    position: 0,
    bookingId,
    before: JSON.stringify({ ...after, notes: 'Before' }),
    after: JSON.stringify(after),
  });
  return changeSetId;
}

/** A user of the tenant; pending (added, never registered) unless registered is asked for. */
export async function freshUser(
  knex: Knex,
  tenant: TenantBase,
  state: 'pending' | 'registered' = 'pending',
): Promise<{ id: number; email: string }> {
  const suffix = nextSuffix();
  const email = `matrix-${suffix}@${tenant.marker}.test`;
  const id = insertedId(
    await knex('users')
      .insert({
        username: `matrix-${tenant.marker}-${suffix}`,
        email,
        passwordHash: null,
        firebaseUid: state === 'registered' ? `matrix-uid-${suffix}` : null,
        organizationId: tenant.organizationId,
        department: tenant.departments[0].name,
      })
      .returning('id'),
  );
  return { id, email };
}

/** A disabled, registered user of the tenant (the target of an enable). */
export async function freshDisabledUser(
  knex: Knex,
  tenant: TenantBase,
): Promise<{ id: number; email: string }> {
  const user = await freshUser(knex, tenant, 'registered');
  await knex('users').update({ disabledAt: knex.fn.now() }).where({ id: user.id });
  return user;
}

/**
 * A live mailed link of the purpose for a fresh user of the tenant (pending for invitations and
 * registrations, registered for resets), stored as identity stores it (the token's sha256 only).
 * Answers the token, as the mail would carry it.
 */
/** The password a fresh registration link was started with on the register form. */
export const REGISTRATION_LINK_PASSWORD = 'Matrix-pass-1';

export async function freshAccountLink(
  knex: Knex,
  tenant: TenantBase,
  purpose: AccountLinkPurpose,
): Promise<string> {
  const user = await freshUser(knex, tenant, purpose === 'password_reset' ? 'registered' : 'pending');
  const token = randomBytes(32).toString('base64url');
  await knex('account_links').insert({
    userId: user.id,
    purpose,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    // A registration link carries the hash of the password chosen on the form, which finishing it needs.
    pendingPasswordHash: purpose === 'registration' ? await hash(REGISTRATION_LINK_PASSWORD) : null,
    expiresAt: knex.raw(`now() + interval '1 hour'`),
  });
  return token;
}

export async function freshDepartment(knex: Knex, tenant: TenantBase): Promise<number> {
  return insertedId(
    await knex('departments')
      .insert({
        name: `${tenant.marker} venue ${nextSuffix()}`,
        color: '#86cffd',
        organizationId: tenant.organizationId,
      })
      .returning('id'),
  );
}

export async function freshPerformer(knex: Knex): Promise<number> {
  return insertedId(
    await knex('performers')
      .insert({
        name: `Matrix Performer ${nextSuffix()}`,
        instruments: ['piano'],
        organizationId: PROVIDER_ORGANIZATION_ID,
      })
      .returning('id'),
  );
}

/** An unavailable period of the performer, far from the demo data (each call a later one). */
export async function freshUnavailability(knex: Knex, performerId: number): Promise<number> {
  const day = nextSuffix();
  return insertedId(
    await knex('performer_unavailability')
      .insert({
        performerId,
        startsAt: knex.raw(`timestamptz '2031-03-01T09:00:00Z' + make_interval(days => ?)`, [day]),
        endsAt: knex.raw(`timestamptz '2031-03-01T12:00:00Z' + make_interval(days => ?)`, [day]),
        reason: 'Matrix away',
      })
      .returning('id'),
  );
}

/** A closure of the tenant's first department on the matrix's date. */
export async function freshClosure(knex: Knex, tenant: TenantBase): Promise<number> {
  return insertedId(
    await knex('venue_closures')
      .insert({
        organizationId: tenant.organizationId,
        departmentId: tenant.departments[0].id,
        startsAt: `${MATRIX_DATE} 00:00`,
        endsAt: `${MATRIX_DATE} 12:00`,
        reason: `${tenant.marker} closure ${nextSuffix()}`,
      })
      .returning('id'),
  );
}

/** An org admin permission of a fresh user of the tenant. */
export async function freshPermission(knex: Knex, tenant: TenantBase): Promise<number> {
  const user = await freshUser(knex, tenant, 'registered');
  return insertedId(
    await knex('admin_permissions')
      .insert({ userId: user.id, permissionLevel: 'org_admin', organizationId: tenant.organizationId })
      .returning('id'),
  );
}

/** A new unresolved event of its own (its e-mail keeps it from folding into an earlier probe's row). */
export async function freshSecurityEvent(knex: Knex): Promise<number> {
  const probe = nextSuffix();
  return insertedId(
    await knex('security_events')
      .insert({
        eventType: 'matrix_probe',
        severity: 'low',
        ipAddress: '198.51.100.7',
        email: `probe-${probe}@matrix.test`,
        details: JSON.stringify({ probe }),
      })
      .returning('id'),
  );
}

export async function securityEventState(knex: Knex, id: number): Promise<unknown> {
  return knex('security_events').first('id', 'resolved').where({ id });
}

async function departmentsOf(knex: Knex, organizationId: number): Promise<DepartmentRef[]> {
  return knex('departments').select('id', 'name').where({ organizationId }).orderBy('id');
}

async function tenantFixture(knex: Knex, scope: Scope): Promise<TenantFixture> {
  const organizationId = TENANT_ORGANIZATIONS[scope];
  const [first, second, ...rest] = await departmentsOf(knex, organizationId);
  if (!first || !second) throw new Error(`organization ${organizationId} needs two departments`);
  const base: TenantBase = { organizationId, marker: MARKERS[scope], departments: [first, second, ...rest] };
  return {
    ...base,
    scope,
    bookingId: await freshBooking(knex, base),
    colleague: await freshUser(knex, base, 'registered'),
  };
}

/** The matrix's standing fixtures on top of the demo data: one set per tenant. */
export async function buildMatrixWorld(knex: Knex): Promise<MatrixWorld> {
  return {
    tenants: { own: await tenantFixture(knex, 'own'), other: await tenantFixture(knex, 'other') },
    performerId: await freshPerformer(knex),
  };
}
