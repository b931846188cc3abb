import type { Knex } from 'knex';
import { passwordResetRequestedMessage, type PasswordResetRequestedDto } from '../../contract';
import type { RequestClient } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import { linkInvalid, type AccountLinkService } from './account-link.service';
import { passwordResetMail } from './account-mails';
import type { IssuedSession } from './identity.types';
import { hashPassword } from './password-hasher';
import { ACCOUNT_MAILS_PER_HOUR } from './registration.service';
import type { SessionRepository } from './session.repository';
import type { SessionService } from './session.service';
import type { UserRepository } from './user.repository';

export interface PasswordResetServiceDeps {
  knex: Knex;
  users: UserRepository;
  links: AccountLinkService;
  sessionRows: SessionRepository;
  sessions: SessionService;
  telemetry: TelemetryFacade;
  publicOrigin: string;
}

/** Stands in for a user id where there is no account, so the request runs the same statements. */
const NO_ACCOUNT_ID = 0;

export function createPasswordResetService(deps: PasswordResetServiceDeps) {
  return {
    /**
     * 'Forgot password?': a registered, enabled account gets a 30-minute link. The answer, and the
     * work done (the user lookup, the held row, the hour's count, a token), are the same whether or
     * not it exists, so neither the text nor the timing says which addresses have accounts.
     */
    async request(email: string): Promise<PasswordResetRequestedDto> {
      const user = await deps.users.findByEmail(email);
      const eligible = user !== null && user.isRegistered && !user.isDisabled ? user : null;
      const userId = eligible?.id ?? NO_ACCOUNT_ID;
      await deps.knex.transaction(async (trx) => {
        await deps.users.holdForLinks(trx, userId);
        const recent = await deps.links.countIssuedWithinHour(trx, userId, 'password_reset');
        if (!eligible || recent >= ACCOUNT_MAILS_PER_HOUR) return;
        await deps.links.issueWithMail(
          trx,
          { userId: eligible.id, purpose: 'password_reset' },
          (linkId, token) =>
            passwordResetMail(deps.publicOrigin, {
              linkId,
              token,
              to: eligible.email,
              organizationId: eligible.organizationId,
            }),
        );
      });
      return { message: passwordResetRequestedMessage(email) };
    },

    /**
     * The link's owner sets a new password (the User rule, checked by the route): every session of
     * the account ends, and this browser is signed in. Single use; a lock strangers caused ends too.
     */
    async complete(
      token: string,
      password: string,
      client: RequestClient,
      previousToken: string | null,
    ): Promise<IssuedSession> {
      const link = await deps.links.usableLink(token, 'password_reset');
      const passwordHash = await hashPassword(password);
      await deps.knex.transaction(async (trx) => {
        const consumed = await deps.links.consume(trx, token, 'password_reset');
        if (!(await deps.users.setPassword(trx, consumed.userId, passwordHash))) throw linkInvalid();
        const endedSessions = await deps.sessionRows.deleteEveryOf(consumed.userId, trx);
        await deps.telemetry.auditWrite(
          trx,
          { actor: { userId: link.userId, email: link.email }, client },
          {
            action: 'password_reset',
            resource: 'user',
            resourceId: link.userId,
            organizationId: link.organizationId,
            details: { endedSessions },
          },
        );
      });
      return deps.sessions.start(link.userId, client, previousToken);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
