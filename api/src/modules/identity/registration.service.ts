import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { AUTH_MESSAGES, type RegisterRequest } from '../../contract';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { RequestClient } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import type { IssuedSession } from './identity.types';
import { hashPassword } from './password-hasher';
import type { SessionService } from './session.service';
import { refuseMissingDepartment } from './user-department-reference';
import type { UserRepository } from './user.repository';

export interface RegistrationServiceDeps {
  knex: Knex;
  users: UserRepository;
  sessions: SessionService;
  telemetry: TelemetryFacade;
}

export function createRegistrationService(deps: RegistrationServiceDeps) {
  return {
    /**
     * Completes the account an administrator added (a pending user): sets the password and the
     * external auth id, then signs the user in. Only the organization the user was added to is accepted.
     */
    async register(
      request: RegisterRequest,
      client: RequestClient,
      previousToken: string | null,
    ): Promise<IssuedSession> {
      const user = await deps.users.findByEmail(request.email);
      if (!user) throw new NotFoundError(AUTH_MESSAGES.emailNotFound);
      if (user.isRegistered) throw new ConflictError(AUTH_MESSAGES.alreadyRegistered);
      if (user.organizationId !== request.organizationId)
        throw new NotFoundError(AUTH_MESSAGES.emailNotFound);
      if (user.isDisabled) throw new ForbiddenError(AUTH_MESSAGES.disabled);

      const passwordHash = await hashPassword(request.password);
      await deps.knex
        .transaction(async (trx) => {
          const completed = await deps.users.completeRegistration(trx, user.id, {
            passwordHash,
            firebaseUid: randomUUID(),
            department: request.department ?? null,
          });
          if (!completed) throw new ConflictError(AUTH_MESSAGES.alreadyRegistered);
          // The user registering is the author of the change, from the address they register from.
          await deps.telemetry.auditWrite(
            trx,
            { actor: { userId: user.id, email: user.email }, client },
            {
              action: 'user_registered',
              resource: 'user',
              resourceId: user.id,
              organizationId: user.organizationId,
            },
          );
        })
        .catch(refuseMissingDepartment);
      return deps.sessions.start(user.id, client, previousToken);
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
