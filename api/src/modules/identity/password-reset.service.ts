import type { Knex } from 'knex';
import { passwordResetRequestedMessage, type PasswordResetRequestedDto } from '../../contract';
import { clientKeyOf, type RequestClient } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import type { AfterAnswer } from './after-answer';
import { linkInvalid, type AccountLinkService } from './account-link.service';
import { passwordResetMail } from './account-mails';
import type { IssuedSession } from './identity.types';
import { hashPassword } from './password-hasher';
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
  afterAnswer: AfterAnswer;
}

export function createPasswordResetService(deps: PasswordResetServiceDeps) {
  return {
    /**
     * 'Forgot password?': a registered, enabled account gets a 30-minute link, within the client's
     * and the address's mail bounds (issueRequested). The answer goes before the address is even
     * looked up: its text and its time are the same whether the account exists, is pending,
     * disabled or past its bounds, and a mail is queued after it.
     */
    request(email: string, client: RequestClient): PasswordResetRequestedDto {
      deps.afterAnswer.run('password_reset_link', async () => {
        const user = await deps.users.findByEmail(email);
        if (!user || !user.isRegistered || user.isDisabled) return;
        await deps.knex.transaction(async (trx) => {
          if (!(await deps.users.holdForLinks(trx, user.id, 'registered'))) return;
          await deps.links.issueRequested(
            trx,
            { userId: user.id, purpose: 'password_reset', requestedFrom: clientKeyOf(client.ip) },
            (linkId, token) =>
              passwordResetMail(deps.publicOrigin, {
                linkId,
                token,
                to: user.email,
                organizationId: user.organizationId,
              }),
          );
        });
      });
      return { message: passwordResetRequestedMessage(email) };
    },

    /**
     * The link's owner sets a new password (the User rule, checked by the route): every session and
     * every other link of the account ends, and this browser is signed in. Single use; a lock
     * strangers caused ends too.
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
        await deps.links.endEveryLink(trx, consumed.userId);
        const endedSessions = await deps.sessionRows.endEveryOf(consumed.userId, 'password_reset', trx);
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
