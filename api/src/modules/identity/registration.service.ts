import type { Knex } from 'knex';
import {
  ACCOUNT_LINK_MESSAGES,
  AUTH_MESSAGES,
  registrationLinkSentMessage,
  type RegisterRequest,
  type RegistrationPendingDto,
} from '../../contract';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { clientKeyOf, type RequestClient } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import type { AfterAnswer } from './after-answer';
import { linkInvalid, type AccountLinkService } from './account-link.service';
import { registrationMail } from './account-mails';
import type { IssuedSession, OrganizationDirectory } from './identity.types';
import { completeSignUp } from './sign-up-completion';
import { hashPassword, verifyPassword } from './password-hasher';
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
  afterAnswer: AfterAnswer;
}

export function createRegistrationService(deps: RegistrationServiceDeps) {
  return {
    /**
     * The register form for an account an administrator added (a pending user): nobody is signed
     * in. The address gets a link (24 hours) that completes the account with the password chosen
     * here, so only the mailbox's owner can finish it; it replaces the address's earlier ones, whose
     * passwords can then never be confirmed. Only the organization the user was added to is
     * accepted. The link and its mail are made after the answer, within the client's and the
     * address's mail bounds (issueRequested), so neither the answer nor its time says whether a mail
     * went.
     */
    async register(request: RegisterRequest, client: RequestClient): Promise<RegistrationPendingDto> {
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
      const organizationId = user.organizationId;

      deps.afterAnswer.run('registration_link', async () => {
        const organization = await deps.organizations.findOrganizationSummary(organizationId);
        const passwordHash = await hashPassword(request.password);
        await deps.knex.transaction(async (trx) => {
          // Gone, registered or disabled since the checks above: nothing to mail.
          if (!(await deps.users.holdForLinks(trx, user.id, 'pending'))) return;
          await deps.links.issueRequested(
            trx,
            {
              userId: user.id,
              purpose: 'registration',
              pendingPasswordHash: passwordHash,
              pendingDepartment: department,
              requestedFrom: clientKeyOf(client.ip),
            },
            (linkId, token) =>
              registrationMail(deps.publicOrigin, {
                linkId,
                token,
                to: user.email,
                organizationId,
                organizationName: organization?.name ?? null,
              }),
          );
        });
      });
      return { message: registrationLinkSentMessage(user.email), pending: true };
    },

    /**
     * The registration link was opened and the password chosen on the form typed again: the account
     * gets that password (and department) and its external auth id, and the browser is signed in.
     * Single use. Both are needed, so someone who registered a stranger's pending address with their
     * own password cannot have its owner create the account for them: the owner does not know that
     * password, and without the mailbox its author cannot finish. A wrong password leaves the link
     * working, up to ACCOUNT_LINK_PASSWORD_TRIES tries.
     */
    async confirm(
      token: string,
      password: string,
      client: RequestClient,
      previousToken: string | null,
    ): Promise<IssuedSession> {
      const link = await deps.links.usableLink(token, 'registration');
      const tried = await deps.links.countPasswordTry(token, 'registration');
      if (!(await verifyPassword(tried.pendingPasswordHash, password))) {
        if (tried.isLastTry) await deps.links.useUp(tried.linkId);
        throw new ValidationError([
          {
            path: 'password',
            message: tried.isLastTry
              ? ACCOUNT_LINK_MESSAGES.registrationTriesUsedUp
              : ACCOUNT_LINK_MESSAGES.registrationPasswordMismatch,
          },
        ]);
      }
      await deps.knex
        .transaction(async (trx) => {
          const consumed = await deps.links.consume(trx, token, 'registration');
          if (consumed.pendingPasswordHash === null) throw linkInvalid();
          await completeSignUp(trx, deps, link, client, {
            passwordHash: consumed.pendingPasswordHash,
            department: consumed.pendingDepartment,
            via: 'registration_link',
          });
        })
        .catch(refuseMissingDepartment);
      return deps.sessions.start(link.userId, client, previousToken);
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
