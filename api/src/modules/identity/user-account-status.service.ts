import type { Knex } from 'knex';
import { ACCOUNT_LINK_MESSAGES, type ManagedUserDto } from '../../contract';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { ExpectedVersion, WriteContext } from '../../platform/http';
import { auditWritesOf, type TelemetryFacade } from '../telemetry';
import type { AccountLinkService } from './account-link.service';
import type { OrganizationDirectory } from './identity.types';
import type { InvitationService } from './invitation.service';
import { managedUserDtoOf, type ManagedUser, type ManagedUserRepository } from './managed-user.repository';
import type { SessionRepository } from './session.repository';
import { assertProviderRuleAllows } from './user-admin.scope';
import { createUserWriteVersions } from './user-write-version';

export interface UserAccountStatusServiceDeps {
  knex: Knex;
  users: ManagedUserRepository;
  sessions: SessionRepository;
  invitations: InvitationService;
  links: AccountLinkService;
  organizations: OrganizationDirectory;
  telemetry: TelemetryFacade;
}

/**
 * User Management's account actions: a new invitation to a pending user, disabling and enabling.
 * Whoever may edit a user may take them (owners and super admins any account they may edit, org
 * admins their own organization's users); owners cannot be disabled, nor anyone themselves. Each is
 * refused with 412 when the user is no longer as the writer saw them (`expected`, their If-Match).
 */
export function createUserAccountStatusService(deps: UserAccountStatusServiceDeps) {
  const audit = auditWritesOf(deps.telemetry, 'user');
  const versions = createUserWriteVersions(deps);

  async function reload(id: number, trx: Knex.Transaction): Promise<ManagedUser> {
    const user = await deps.users.findById(id, trx);
    if (!user) throw new NotFoundError();
    return user;
  }

  async function editableTarget(
    context: WriteContext,
    id: number,
    expected: ExpectedVersion,
  ): Promise<ManagedUser> {
    const target = await versions.target(context.actor, id, expected);
    assertProviderRuleAllows(context.actor, target);
    return target;
  }

  /** Disables or enables; a call that changes nothing writes no audit row. */
  async function setDisabled(
    context: WriteContext,
    id: number,
    disabled: boolean,
    expected: ExpectedVersion,
  ): Promise<ManagedUserDto> {
    const target = await versions.target(context.actor, id, expected);
    if (disabled && target.role === 'owner')
      throw new ForbiddenError(ACCOUNT_LINK_MESSAGES.cannotDisableOwner);
    if (disabled && target.id === context.actor.userId)
      throw new ForbiddenError(ACCOUNT_LINK_MESSAGES.cannotDisableSelf);
    assertProviderRuleAllows(context.actor, target);
    return versions.write(context.actor, id, expected, async (trx) => {
      const changed = await deps.users.setDisabled(id, disabled, trx);
      // Disabling ends the account's sessions and every mailed link (invitation, registration,
      // reset) at once, in the same transaction as the flag: enabling it again revives none of them.
      if (disabled) await deps.links.endEveryLink(trx, id);
      const endedSessions = disabled ? await deps.sessions.endEveryOf(id, 'disabled', trx) : 0;
      const updated = await reload(id, trx);
      if (changed) {
        await audit(
          trx,
          context,
          disabled ? 'user_disabled' : 'user_enabled',
          updated,
          disabled ? { email: updated.email, endedSessions } : { email: updated.email },
        );
      }
      return managedUserDtoOf(updated);
    });
  }

  return {
    /** A new invitation (7 days) to a pending, enabled user; their older links die. */
    async resendInvitation(
      context: WriteContext,
      id: number,
      expected: ExpectedVersion,
    ): Promise<ManagedUserDto> {
      const target = await editableTarget(context, id, expected);
      if (!target.isPending) throw new ConflictError(ACCOUNT_LINK_MESSAGES.onlyPendingInvited);
      if (target.disabledAt !== null) throw new ConflictError(ACCOUNT_LINK_MESSAGES.disabledNotInvited);
      const organization =
        target.organizationId === null
          ? null
          : await deps.organizations.findOrganizationSummary(target.organizationId);
      return versions.write(context.actor, id, expected, async (trx) => {
        await deps.invitations.invite(trx, context, {
          id: target.id,
          email: target.email,
          organizationId: target.organizationId,
          organizationName: organization?.name ?? null,
        });
        return managedUserDtoOf(await reload(id, trx));
      });
    },

    disable: (context: WriteContext, id: number, expected: ExpectedVersion) =>
      setDisabled(context, id, true, expected),
    enable: (context: WriteContext, id: number, expected: ExpectedVersion) =>
      setDisabled(context, id, false, expected),
  };
}

export type UserAccountStatusService = ReturnType<typeof createUserAccountStatusService>;
