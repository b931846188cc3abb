import type { Knex } from 'knex';
import {
  isProviderOrganization,
  ORG_MESSAGES,
  VALIDATION_MESSAGES,
  type AddUserInput,
  type EditUserInput,
  type ManagedUserDto,
} from '../../contract';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Actor, ExpectedVersion, WriteContext } from '../../platform/http';
import { auditWritesOf, type TelemetryFacade } from '../telemetry';
import type { OrganizationDirectory } from './identity.types';
import type { InvitationService } from './invitation.service';
import { managedUserDtoOf, type ManagedUser, type ManagedUserRepository } from './managed-user.repository';
import { assertLevelFitsMember } from './permission-level-rule';
import { assertManageable, assertProviderRuleAllows, listableOrganization } from './user-admin.scope';
import { departmentNotInOrganization, refuseMissingDepartment } from './user-department-reference';
import { createUserWriteVersions } from './user-write-version';
import { deriveUsername, usernameBaseOf } from './username';

export interface UserAdminServiceDeps {
  knex: Knex;
  users: ManagedUserRepository;
  organizations: OrganizationDirectory;
  telemetry: TelemetryFacade;
  invitations: InvitationService;
}

function snapshot(user: ManagedUserDto) {
  return {
    email: user.email,
    organizationId: user.organizationId,
    department: user.department,
    role: user.role,
  };
}

/** User Management: list, read one, add (pending), edit department and level, delete. */
export function createUserAdminService(deps: UserAdminServiceDeps) {
  const audit = auditWritesOf(deps.telemetry, 'user');
  const versions = createUserWriteVersions(deps);

  async function assertDepartmentOf(organizationId: number | null, department: string | null | undefined) {
    if (department === null || department === undefined) return;
    const names = organizationId === null ? [] : await deps.organizations.listDepartmentNames(organizationId);
    if (!names.includes(department)) throw departmentNotInOrganization();
  }

  async function reload(id: number, trx: Knex.Transaction): Promise<ManagedUser> {
    const user = await deps.users.findById(id, trx);
    if (!user) throw new NotFoundError();
    return user;
  }

  /** The user <-> org admin level in the user's organization: the org_admin permission is added or removed. */
  async function setOrgAdminLevel(
    target: ManagedUserDto,
    organizationId: number,
    level: NonNullable<EditUserInput['permissionLevel']>,
    grantedBy: number,
    trx: Knex.Transaction,
  ): Promise<void> {
    const hasOrgAdmin = target.adminPermissions.some(
      (permission) =>
        permission.permissionLevel === 'org_admin' && permission.organizationId === organizationId,
    );
    if (level === 'org_admin' && !hasOrgAdmin) {
      await deps.users.insertPermission(
        { userId: target.id, permissionLevel: 'org_admin', organizationId, grantedBy },
        trx,
      );
    }
    if (level === 'user' && hasOrgAdmin)
      await deps.users.deletePermissions(target.id, 'org_admin', organizationId, trx);
  }

  return {
    list(actor: Actor, organizationId: number | undefined): Promise<ManagedUserDto[]> {
      return deps.users.list(listableOrganization(actor, organizationId));
    },

    /** One user as the list shows them, to whoever the list shows them (another tenant's is 404). */
    async find(actor: Actor, id: number): Promise<ManagedUserDto> {
      return managedUserDtoOf(assertManageable(actor, await deps.users.findById(id)));
    },

    /**
     * Adds a pending user (no password, no external auth id) and mails them an invitation in the
     * same transaction; they complete the account through its link (or the register form's).
     * Provider-organization users are always super admins without a department.
     */
    async add(context: WriteContext, input: AddUserInput): Promise<ManagedUserDto> {
      const kind = await deps.organizations.findOrganizationKind(input.organizationId);
      if (kind === null) throw new BadRequestError(VALIDATION_MESSAGES.organizationRequired);
      const forProvider = isProviderOrganization({ kind });
      // The add form fixes the provider's level to Super Admin (docs/PRODUCT.md, Add user).
      const permissionLevel = forProvider ? 'super_admin' : input.permissionLevel;
      assertLevelFitsMember(permissionLevel, { inProviderOrganization: forProvider });
      const department = forProvider ? null : (input.department ?? null);
      await assertDepartmentOf(input.organizationId, department);
      if (await deps.users.emailExists(input.email)) throw new ConflictError(ORG_MESSAGES.userEmailTaken);

      const organization = await deps.organizations.findOrganizationSummary(input.organizationId);
      const username = deriveUsername(
        input.email,
        await deps.users.usernamesStartingWith(usernameBaseOf(input.email)),
      );
      return deps.knex
        .transaction(async (trx) => {
          const userId = await deps.users.insertPending(
            { username, email: input.email, organizationId: input.organizationId, department },
            trx,
          );
          if (permissionLevel !== 'user') {
            await deps.users.insertPermission(
              {
                userId,
                permissionLevel,
                organizationId: input.organizationId,
                grantedBy: context.actor.userId,
              },
              trx,
            );
          }
          const created = await reload(userId, trx);
          await audit(trx, context, 'user_created', created, {
            new: { ...snapshot(created), permissionLevel },
          });
          await deps.invitations.invite(trx, context, {
            id: userId,
            email: created.email,
            organizationId: created.organizationId,
            organizationName: organization?.name ?? null,
          });
          return managedUserDtoOf(await reload(userId, trx));
        })
        .catch(refuseMissingDepartment);
    },

    /**
     * Department and the user <-> org admin level (the org_admin permission is added or removed),
     * refused with 412 when the user is no longer as the writer saw them (`expected`).
     */
    async edit(
      context: WriteContext,
      id: number,
      input: EditUserInput,
      expected: ExpectedVersion,
    ): Promise<ManagedUserDto> {
      const { actor } = context;
      const target = await versions.target(actor, id, expected);
      assertProviderRuleAllows(actor, target);
      if (input.permissionLevel !== undefined && target.id === actor.userId)
        throw new ForbiddenError(ORG_MESSAGES.cannotChangeOwnLevel);
      if (input.permissionLevel !== undefined) assertLevelFitsMember(input.permissionLevel, target);
      await assertDepartmentOf(target.organizationId, input.department);

      return versions
        .write(actor, id, expected, async (trx, locked) => {
          if (input.department !== undefined) await deps.users.updateDepartment(id, input.department, trx);
          if (input.permissionLevel !== undefined && locked.organizationId !== null)
            await setOrgAdminLevel(locked, locked.organizationId, input.permissionLevel, actor.userId, trx);
          const updated = await reload(id, trx);
          await audit(trx, context, 'user_updated', updated, {
            old: snapshot(locked),
            new: snapshot(updated),
          });
          return managedUserDtoOf(updated);
        })
        .catch(refuseMissingDepartment);
    },

    /** Refused with 412 when the user is no longer as the writer saw them (`expected`). */
    async delete(context: WriteContext, id: number, expected: ExpectedVersion): Promise<void> {
      const { actor } = context;
      const target = await versions.target(actor, id, expected);
      if (target.id === actor.userId) throw new ForbiddenError(ORG_MESSAGES.cannotDeleteSelf);
      if (target.role === 'owner') throw new ForbiddenError(ORG_MESSAGES.cannotDeleteOwner);
      assertProviderRuleAllows(actor, target);
      await versions.write(actor, id, expected, async (trx, locked) => {
        await deps.users.delete(id, trx);
        await audit(trx, context, 'user_deleted', locked, { old: snapshot(locked) });
      });
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
