import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  AUTH_MESSAGES,
  registrationLinkSentMessage,
  type RegisterRequest,
  type RegistrationPendingDto,
} from '../../contract';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { RequestClient } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import { linkInvalid, type AccountLinkService } from './account-link.service';
import { registrationMail } from './account-mails';
import type { IssuedSession, OrganizationDirectory } from './identity.types';
import { hashPassword } from './password-hasher';
import type { SessionService } from './session.service';
import { departmentNotInOrganization, refuseMissingDepartment } from './user-department-reference';
import type { UserRepository } from './user.repository';

export interface RegistrationServiceDeps {
  knex: Knex;
  users: UserRepository;
  links: AccountLinkService;
  organizations: OrganizationDirectory;
  sessions: SessionService;
  telemetry: TelemetryFacade;
  publicOrigin: string;
}

/** Registration or reset mails one address gets per hour; past it the answer is the same, nothing is sent. */
export const ACCOUNT_MAILS_PER_HOUR = 3;

export function createRegistrationService(deps: RegistrationServiceDeps) {
  return {
    /**
     * The register form for an account an administrator added (a pending user): nobody is signed
     * in. The address gets a link (24 hours) that completes the account with the password chosen
     * here, so only the mailbox's owner can finish it. Only the organization the user was added to
     * is accepted. At most ACCOUNT_MAILS_PER_HOUR links go to one address per hour.
     */
    async register(request: RegisterRequest): Promise<RegistrationPendingDto> {
      const user = await deps.users.findByEmail(request.email);
      if (!user) throw new NotFoundError(AUTH_MESSAGES.emailNotFound);
      if (user.isRegistered) throw new ConflictError(AUTH_MESSAGES.alreadyRegistered);
      if (user.organizationId !== request.organizationId || user.organizationId === null)
        throw new NotFoundError(AUTH_MESSAGES.emailNotFound);
      if (user.isDisabled) throw new ForbiddenError(AUTH_MESSAGES.disabled);
      // The form's department counts only for a user added without one (as the registration stores it).
      const department = user.department === null ? (request.department ?? null) : null;
      if (department !== null) {
        const names = await deps.organizations.listDepartmentNames(user.organizationId);
        if (!names.includes(department)) throw departmentNotInOrganization();
      }
      const organization = await deps.organizations.findOrganizationSummary(user.organizationId);

      const passwordHash = await hashPassword(request.password);
      await deps.knex.transaction(async (trx) => {
        if (!(await deps.users.holdForLinks(trx, user.id)))
          throw new NotFoundError(AUTH_MESSAGES.emailNotFound);
        const recent = await deps.links.countIssuedWithinHour(trx, user.id, 'registration');
        if (recent >= ACCOUNT_MAILS_PER_HOUR) return;
        await deps.links.issueWithMail(
          trx,
          {
            userId: user.id,
            purpose: 'registration',
            pendingPasswordHash: passwordHash,
            pendingDepartment: department,
          },
          (linkId, token) =>
            registrationMail(deps.publicOrigin, {
              linkId,
              token,
              to: user.email,
              organizationId: user.organizationId,
              organizationName: organization?.name ?? null,
            }),
        );
      });
      return { message: registrationLinkSentMessage(user.email), pending: true };
    },

    /**
     * The registration link was opened: the account gets the password (and department) chosen on
     * the form and its external auth id, and the browser is signed in. Single use.
     */
    async confirm(
      token: string,
      client: RequestClient,
      previousToken: string | null,
    ): Promise<IssuedSession> {
      const link = await deps.links.usableLink(token, 'registration');
      await deps.knex
        .transaction(async (trx) => {
          const consumed = await deps.links.consume(trx, token, 'registration');
          if (consumed.pendingPasswordHash === null) throw linkInvalid();
          const completed = await deps.users.completeRegistration(trx, consumed.userId, {
            passwordHash: consumed.pendingPasswordHash,
            firebaseUid: randomUUID(),
            department: consumed.pendingDepartment,
          });
          if (!completed) throw linkInvalid();
          await deps.links.endSignUpLinks(trx, consumed.userId);
          // The user registering is the author of the change, from the address they register from.
          await deps.telemetry.auditWrite(
            trx,
            { actor: { userId: link.userId, email: link.email }, client },
            {
              action: 'user_registered',
              resource: 'user',
              resourceId: link.userId,
              organizationId: link.organizationId,
              details: { via: 'registration_link' },
            },
          );
        })
        .catch(refuseMissingDepartment);
      return deps.sessions.start(link.userId, client, previousToken);
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
