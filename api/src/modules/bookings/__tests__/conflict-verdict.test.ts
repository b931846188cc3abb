import type { Knex } from 'knex';
import type { ConflictPolicy } from '../../../contract';
import { statementsDuring } from '../../../test-support/sql-statements';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { createBookingPolicyRepository } from '../booking-policy.repository';
import { createConflictVerdict } from '../conflict-verdict';
import { CYPRESS_HILLS, MAGNOLIA, PALM_COVE } from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const policies = () => createBookingPolicyRepository(app().knex);

async function setPolicies(wanted: Readonly<Record<number, ConflictPolicy | null>>): Promise<void> {
  await app().knex.transaction(async (trx) => {
    for (const [organizationId, policy] of Object.entries(wanted)) {
      if (policy === null) await trx('booking_policies').delete().where({ organizationId });
      else await policies().save(trx, Number(organizationId), policy);
    }
  });
}

/** The statements that read a policy while `action` runs. */
async function policyReadsDuring(action: () => Promise<void>): Promise<string[]> {
  return (await statementsDuring(app().knex, action)).filter((sql) => sql.includes('booking_policies'));
}

beforeEach(() => setPolicies({ [PALM_COVE]: 'warn', [MAGNOLIA]: 'block', [CYPRESS_HILLS]: null }));

describe('the conflict verdict', () => {
  it("when a write has problems, then only an organization whose policy is 'block' blocks it; 'warn' and no policy at all let it through", async () => {
    const blocks = createConflictVerdict(policies());

    expect(await blocks(app().knex, MAGNOLIA, 1)).toBe(true);
    expect(await blocks(app().knex, PALM_COVE, 3)).toBe(false);
    expect(await blocks(app().knex, CYPRESS_HILLS, 1)).toBe(false);
  });

  it('when a write has no problem, or no organization, then nothing blocks it and no policy is read', async () => {
    const blocks = createConflictVerdict(policies());

    const reads = await policyReadsDuring(async () => {
      expect(await blocks(app().knex, MAGNOLIA, 0)).toBe(false);
      expect(await blocks(app().knex, null, 2)).toBe(false);
    });

    expect(reads).toEqual([]);
  });

  it("when one transaction judges several bookings of several venues, then each venue's own policy decides and each is read once", async () => {
    const blocks = createConflictVerdict(policies());
    const verdicts: boolean[] = [];

    const reads = await policyReadsDuring(() =>
      app().knex.transaction(async (trx: Knex.Transaction) => {
        for (const organizationId of [MAGNOLIA, PALM_COVE, MAGNOLIA, PALM_COVE, MAGNOLIA])
          verdicts.push(await blocks(trx, organizationId, 1));
      }),
    );

    expect(verdicts).toEqual([true, false, true, false, true]);
    expect(reads).toHaveLength(2);
  });

  it('when the policy changes between two transactions, then the next transaction reads it again and judges by it', async () => {
    const blocks = createConflictVerdict(policies());
    const judged = () => app().knex.transaction((trx) => blocks(trx, PALM_COVE, 1));

    expect(await judged()).toBe(false);
    await setPolicies({ [PALM_COVE]: 'block' });
    const reads = await policyReadsDuring(async () => {
      expect(await judged()).toBe(true);
    });

    expect(reads).toHaveLength(1);
  });

  it('when there is no transaction, then every verdict reads the policy as it is then', async () => {
    const blocks = createConflictVerdict(policies());

    const reads = await policyReadsDuring(async () => {
      expect(await blocks(app().knex, MAGNOLIA, 1)).toBe(true);
      expect(await blocks(app().knex, MAGNOLIA, 1)).toBe(true);
    });

    expect(reads).toHaveLength(2);
  });
});
