import type { Knex } from 'knex';
import { freshClientAddress } from './client-address';
import { registerThroughMailedLink } from '../../test-support/mailed-links';
import type { TestApp } from '../../test-support/test-app';
import {
  freshAccountLink,
  freshBooking,
  freshDepartment,
  freshPerformer,
  freshUser,
  nextSuffix,
} from '../authorization-matrix/matrix-fixtures';
import type { DepartmentRef, TenantFixture } from '../authorization-matrix/matrix-types';

/** What a fuzz fixture needs to know of its tenant. */
export type FuzzTenant = Pick<TenantFixture, 'organizationId' | 'marker' | 'departments'>;

/** The standing targets of the fuzzing on top of the demo data, and where they belong. */
export interface FuzzWorld {
  knex: Knex;
  /** Palm Cove (organization 1) and Cypress Hills (organization 3), client organizations of the demo. */
  tenants: { own: FuzzTenant; other: FuzzTenant };
  /** Edited over and over by the PATCH and duplicate cases; each must stay in its organization. */
  standing: { bookingId: number; userId: number; departmentId: number; performerId: number };
  /** Users added but never registered: the targets of a valid registration. */
  pendingEmails: string[];
  /** A registered throwaway account for login cases (never one of the acting accounts). */
  loginAccount: { email: string; password: string };
  /** Bookings a bulk Delete may take: a valid case deletes some, later ones meet them gone. */
  disposableBookingIds: number[];
  /** Live mailed links (tokens) of each purpose: a valid case uses one up, later ones meet a used link. */
  linkTokens: { invitation: string[]; registration: string[]; passwordReset: string[] };
}

/** The organization every standing target was created in: no write may move one elsewhere. */
export const STANDING_ORGANIZATION = 1;
const LOGIN_PASSWORD = 'Fuzz-pass-1';

async function departmentsOf(knex: Knex, organizationId: number): Promise<FuzzTenant['departments']> {
  const rows: DepartmentRef[] = await knex('departments')
    .select('id', 'name')
    .where({ organizationId })
    .orderBy('id');
  const [first, second, ...rest] = rows;
  if (!first || !second) throw new Error(`organization ${organizationId} needs two departments`);
  return [first, second, ...rest];
}

/** Registers a pending user through the API (the form, then its mailed link): a real password hash. */
async function registeredAccount(app: TestApp, tenant: FuzzTenant): Promise<FuzzWorld['loginAccount']> {
  const pending = await freshUser(app.knex, tenant);
  const response = await registerThroughMailedLink(
    app,
    { organizationId: tenant.organizationId, email: pending.email, password: LOGIN_PASSWORD },
    freshClientAddress(),
  );
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${response.text}`);
  return { email: pending.email, password: LOGIN_PASSWORD };
}

const LINKS_PER_PURPOSE = 4;
const DISPOSABLE_BOOKINGS = 12;

async function linkTokens(knex: Knex, tenant: FuzzTenant): Promise<FuzzWorld['linkTokens']> {
  const tokens: FuzzWorld['linkTokens'] = { invitation: [], registration: [], passwordReset: [] };
  for (let index = 0; index < LINKS_PER_PURPOSE; index += 1) {
    tokens.invitation.push(await freshAccountLink(knex, tenant, 'invitation'));
    tokens.registration.push(await freshAccountLink(knex, tenant, 'registration'));
    tokens.passwordReset.push(await freshAccountLink(knex, tenant, 'password_reset'));
  }
  return tokens;
}

export async function buildFuzzWorld(app: TestApp): Promise<FuzzWorld> {
  const knex = app.knex;
  const own: FuzzTenant = {
    organizationId: STANDING_ORGANIZATION,
    marker: 'fuzz-a',
    departments: await departmentsOf(knex, STANDING_ORGANIZATION),
  };
  const other: FuzzTenant = {
    organizationId: 3,
    marker: 'fuzz-b',
    departments: await departmentsOf(knex, 3),
  };
  const disposableBookingIds: number[] = [];
  for (let index = 0; index < DISPOSABLE_BOOKINGS; index += 1)
    disposableBookingIds.push(await freshBooking(knex, index % 2 === 0 ? own : other));
  const pendingEmails: string[] = [];
  for (let index = 0; index < 4; index += 1) pendingEmails.push((await freshUser(knex, own)).email);
  return {
    knex,
    tenants: { own, other },
    standing: {
      bookingId: await freshBooking(knex, own),
      userId: (await freshUser(knex, own, 'registered')).id,
      departmentId: await freshDepartment(knex, own),
      performerId: await freshPerformer(knex),
    },
    pendingEmails,
    disposableBookingIds,
    loginAccount: await registeredAccount(app, own),
    linkTokens: await linkTokens(knex, own),
  };
}

export { nextSuffix };
