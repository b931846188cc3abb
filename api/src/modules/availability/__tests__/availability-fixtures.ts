import type { Knex } from 'knex';
import type { Response } from 'supertest';
import type { TestApp } from '../../../test-support/test-app';
import {
  API_PATHS,
  AUDIT_ACTION_FILTERS,
  PROVIDER_ORGANIZATION_ID,
  type AuditLogDto,
} from '../../../contract';

let performerCounter = 0;

/** A performer of the provider of its own, so one test's periods never show in another's. */
export async function freshPerformer(knex: Knex): Promise<number> {
  performerCounter += 1;
  const [row]: { id: number }[] = await knex('performers')
    .insert({
      name: `Availability Performer ${process.pid}-${performerCounter}`,
      instruments: ['piano'],
      organizationId: PROVIDER_ORGANIZATION_ID,
    })
    .returning('id');
  if (!row) throw new Error('performer not inserted');
  return row.id;
}

/** Stores a period directly, its instants given with their offsets. */
export async function storedPeriod(
  knex: Knex,
  performerId: number,
  startsAt: string,
  endsAt: string,
  reason: string | null = null,
): Promise<number> {
  const [row]: { id: number }[] = await knex('performer_unavailability')
    .insert({ performerId, startsAt, endsAt, reason })
    .returning('id');
  if (!row) throw new Error('period not inserted');
  return row.id;
}

/** A 400 whose problems all name `path`, one of them with `message` (a field can fail two rules). */
export function expectFieldRefused(response: Response, path: string, message: string): void {
  expect(response.status).toBe(400);
  const { errors } = response.body as { errors: { path: string; message: string }[] };
  expect(errors).toContainEqual({ path, message });
  expect(errors.every((error) => error.path === path)).toBe(true);
}

/**
 * The activity log offers `action` as a filter, and filtered by it lists the writes made before
 * (at least one), each that action on `resource`.
 */
export async function expectActivityLogFilter(
  app: TestApp,
  ownerCookie: string,
  action: string,
  resource: string,
): Promise<void> {
  expect(AUDIT_ACTION_FILTERS).toContain(action);
  const response = await app
    .http()
    .get(API_PATHS.adminAuditLogs)
    .query({ limit: 20, offset: 0, action })
    .set('Cookie', ownerCookie);
  expect(response.status).toBe(200);
  const rows = response.body as AuditLogDto[];
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.action === action && row.resource === resource)).toBe(true);
}
