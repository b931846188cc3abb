import type { Knex } from 'knex';
import { API_PATHS } from '../contract';
import { whileAuditRefuses } from '../test-support/audit-refusal';
import { actingAs } from '../test-support/sessions';
import { provideTestApp } from '../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const PALM_COVE = 1;

interface AuditedCreate {
  action: string;
  path: string;
  body: Record<string, unknown>;
  /** How many rows the create would have stored. */
  stored(knex: Knex): Promise<number>;
}

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row: { count?: string | number } | undefined = await query.count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/** Every create of the portal, each with a name no other test uses. */
const CREATES: readonly [string, AuditedCreate][] = [
  [
    'a performer',
    {
      action: 'performer_created',
      path: API_PATHS.performers,
      body: { name: 'Unaudited Performer', instruments: ['cello'] },
      stored: (knex) => countOf(knex('performers').where({ name: 'Unaudited Performer' })),
    },
  ],
  [
    'a department',
    {
      action: 'department_created',
      path: API_PATHS.departments,
      body: { name: 'Unaudited Lounge', organizationId: PALM_COVE },
      stored: (knex) => countOf(knex('departments').where({ name: 'Unaudited Lounge' })),
    },
  ],
  [
    'a user',
    {
      action: 'user_created',
      path: API_PATHS.adminUsers,
      // An org admin: the user and their permission are two inserts of the one transaction.
      body: {
        email: 'unaudited@palmcove.test',
        permissionLevel: 'org_admin',
        department: 'Lobby Bar',
        organizationId: PALM_COVE,
      },
      stored: (knex) => countOf(knex('users').where({ email: 'unaudited@palmcove.test' })),
    },
  ],
  [
    'a booking',
    {
      action: 'booking_created',
      path: API_PATHS.bookings,
      body: {
        title: 'Solo - Lobby Bar',
        date: '2036-01-15',
        time: '19:00',
        duration: 60,
        department: 'Lobby Bar',
        ensemble: 'Solo',
        organizationId: PALM_COVE,
        status: 'confirmed',
        userId: '',
        notes: null,
        performerData: null,
      },
      stored: (knex) => countOf(knex('bookings').where({ date: '2036-01-15' })),
    },
  ],
];

describe('a write and its audit row commit together', () => {
  it.each(CREATES)(
    'when the audit row of creating %s cannot be written, then the create is refused and nothing is stored; once it can, the same create stores both',
    async (_what, create) => {
      const knex = app().knex;
      const cookie = await as('owner@encore.test');
      const before = await create.stored(knex);

      await whileAuditRefuses(knex, create.action, async () => {
        const refused = await write('post', create.path, cookie).send(create.body);

        // The error model answers a refused check constraint as invalid data (400), never with its SQL.
        expect(refused.status).toBe(400);
        expect(refused.text).not.toMatch(/audit_logs|constraint/);
      });
      expect(await create.stored(knex)).toBe(before);

      const accepted = await write('post', create.path, cookie).send(create.body);

      expect(accepted.status).toBe(201);
      expect(await create.stored(knex)).toBe(before + 1);
      const { id } = accepted.body as { id: number };
      const rows: { resourceId: string | null }[] = await knex('audit_logs')
        .select('resourceId')
        .where({ action: create.action, email: 'owner@encore.test' });
      expect(rows).toContainEqual({ resourceId: String(id) });
    },
  );
});
