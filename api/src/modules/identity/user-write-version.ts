import type { Knex } from 'knex';
import { NotFoundError, StaleWriteError } from '../../platform/errors';
import { isExpectedVersion, type Actor, type ExpectedVersion } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import { managedUserDtoOf, type ManagedUser, type ManagedUserRepository } from './managed-user.repository';
import { assertOrganizationVisible, maySeeOrganization } from './organization-tenancy';
import { userTagOf } from './user-version';

/** The audit trail's resource of a user's rows: who saved a user last is read from it. */
const USER_RESOURCE = 'user';

export interface UserWriteVersionDeps {
  knex: Knex;
  users: ManagedUserRepository;
  telemetry: Pick<TelemetryFacade, 'lastAuditedWriteOf'>;
}

type LockedOutcome<Result> = { gone: true } | { gone: false; result: Result };

/**
 * A single-user write made from what its writer saw (If-Match, the tag of GET /api/users/:id): a
 * user someone saved since is refused with 412, the user as they are now and who saved them when;
 * nothing is written. Without If-Match the write goes on as before. Another tenant's user stays a
 * 404 (docs/ARCHITECTURE.md section 4) before any tag is compared.
 */
export function createUserWriteVersions(deps: UserWriteVersionDeps) {
  /**
   * A user who is not there: deleted since the writer read them (412, the user null) when the writer
   * sent a tag and the audit trail's last row of them is of an organization the writer may see; else
   * a 404, exactly like a user who never was or is another tenant's.
   */
  async function refuseMissing(actor: Actor, id: number, expected: ExpectedVersion): Promise<never> {
    if (expected !== null) {
      const last = await deps.telemetry.lastAuditedWriteOf(USER_RESOURCE, id);
      if (last !== null && maySeeOrganization(actor, last.organizationId))
        throw new StaleWriteError(null, null, { resource: USER_RESOURCE, resourceId: id });
    }
    throw new NotFoundError();
  }

  function assertAsSeen(actor: Actor, user: ManagedUser, expected: ExpectedVersion): ManagedUser {
    assertOrganizationVisible(actor, user.organizationId);
    const current = managedUserDtoOf(user);
    const tag = userTagOf(current);
    if (!isExpectedVersion(expected, tag))
      throw new StaleWriteError(current, tag, { resource: USER_RESOURCE, resourceId: user.id });
    return user;
  }

  return {
    /**
     * The user a write's checks look at (its rules, its department's organization), read before its
     * transaction: a stale or missing one is refused before anything else is checked.
     */
    async target(actor: Actor, id: number, expected: ExpectedVersion): Promise<ManagedUser> {
      const user = await deps.users.findById(id);
      return user === null ? refuseMissing(actor, id, expected) : assertAsSeen(actor, user, expected);
    },

    /**
     * Runs `write` in a transaction that holds the user's row lock, once the locked user is still
     * the one the writer saw: of two writes sent with the same tag, the second waits for the first
     * to commit, then finds the tag moved and is refused.
     */
    async write<Result>(
      actor: Actor,
      id: number,
      expected: ExpectedVersion,
      write: (trx: Knex.Transaction, locked: ManagedUser) => Promise<Result>,
    ): Promise<Result> {
      const outcome = await deps.knex.transaction(async (trx): Promise<LockedOutcome<Result>> => {
        const locked = await deps.users.findLockedById(id, trx);
        if (locked === null) return { gone: true };
        return { gone: false, result: await write(trx, assertAsSeen(actor, locked, expected)) };
      });
      // Asked after the transaction: the embedded database is one connection, which it held.
      return outcome.gone ? refuseMissing(actor, id, expected) : outcome.result;
    },
  };
}
