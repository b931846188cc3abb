import type { Knex } from 'knex';
import type { WriterDto } from '../../contract';
import type { LastWriteLookup } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import type { MemberOrganizationColumn } from './identity.types';
import { UserModel } from './user.model';

export interface LastWriterDeps {
  knex: Knex;
  telemetry: Pick<TelemetryFacade, 'lastAuditedWriteOf'>;
  memberOrganization: MemberOrganizationColumn;
}

/** A user as a write or an open dialog names them: 'Sam (Palm Cove)'; null when there is no such user. */
export type WriterLookup = (userId: number) => Promise<WriterDto | null>;

/** The user's username and their organization's name as they are now, in one statement. */
export function createWriterLookup(knex: Knex, memberOrganization: MemberOrganizationColumn): WriterLookup {
  return async (userId) => {
    const user = await UserModel.query(knex)
      .select('username', knex.raw(memberOrganization.sql('users.organization_id', 'organization')))
      .findById(userId);
    if (!user) return null;
    const organization = memberOrganization.valueOf(Reflect.get(user, 'organization'));
    return { userId, name: user.username, organization: organization?.name ?? null };
  };
}

/**
 * Who saved an entity last, as the 412 of a stale write names them ('Sam (Palm Cove)'): the newest
 * successful audit row of the entity, with its user's username and organization as they are now. A
 * user deleted since is named by the e-mail the row recorded, with no organization; a row that names
 * no one (a write made without an account) tells nothing to show, and the answer has no writer.
 */
export function createLastWriterLookup(deps: LastWriterDeps): LastWriteLookup {
  const { telemetry } = deps;
  const writerNamed = createWriterLookup(deps.knex, deps.memberOrganization);

  async function writerOf(userId: number | null, email: string | null): Promise<WriterDto | null> {
    const user = userId === null ? null : await writerNamed(userId);
    if (user) return user;
    return email === null ? null : { userId, name: email, organization: null };
  }

  return async (resource, resourceId) => {
    const write = await telemetry.lastAuditedWriteOf(resource, resourceId);
    if (!write) return null;
    const changedBy = await writerOf(write.userId, write.email);
    return changedBy ? { changedBy, changedAt: write.at } : null;
  };
}
