import type { Knex } from 'knex';
import type { RequestClient } from '../../platform/http';
import type { AuditAuthor, TelemetryFacade } from '../telemetry';
import type { AccountLinkService } from './account-link.service';
import { invitationMail } from './account-mails';
import type { IssuedSession } from './identity.types';
import { hashPassword } from './password-hasher';
import { completeSignUp } from './sign-up-completion';
import type { SessionService } from './session.service';
import type { UserRepository } from './user.repository';

export interface InvitationServiceDeps {
  knex: Knex;
  links: AccountLinkService;
  users: UserRepository;
  sessions: SessionService;
  telemetry: TelemetryFacade;
  publicOrigin: string;
}

/** Who is invited, and to which organization (its name read before the caller's transaction). */
export interface Invitee {
  id: number;
  email: string;
  organizationId: number | null;
  organizationName: string | null;
}

export function createInvitationService(deps: InvitationServiceDeps) {
  return {
    /**
     * Mails the pending user a 7-day invitation (older ones die) and audits it, in the caller's
     * transaction: Add User's own, or the resend's.
     */
    async invite(trx: Knex.Transaction, author: AuditAuthor, invitee: Invitee): Promise<void> {
      const linkId = await deps.links.issueWithMail(
        trx,
        { userId: invitee.id, purpose: 'invitation', createdBy: author.actor.userId },
        (id, token) =>
          invitationMail(deps.publicOrigin, {
            linkId: id,
            token,
            to: invitee.email,
            organizationId: invitee.organizationId,
            organizationName: invitee.organizationName,
            invitedBy: author.actor.email,
          }),
      );
      await deps.users.markInvited(trx, invitee.id);
      await deps.telemetry.auditWrite(trx, author, {
        action: 'user_invited',
        resource: 'user',
        resourceId: invitee.id,
        organizationId: invitee.organizationId,
        details: { email: invitee.email, linkId },
      });
    },

    /**
     * The invited person sets their password: the link is used up, the account registered and
     * signed in, all or nothing. The link proves the mailbox, so nobody else can finish it.
     */
    async accept(
      token: string,
      password: string,
      client: RequestClient,
      previousToken: string | null,
    ): Promise<IssuedSession> {
      const link = await deps.links.usableLink(token, 'invitation');
      const passwordHash = await hashPassword(password);
      await deps.knex.transaction(async (trx) => {
        await deps.links.consume(trx, token, 'invitation');
        await completeSignUp(trx, deps, link, client, { passwordHash, department: null, via: 'invitation' });
      });
      return deps.sessions.start(link.userId, client, previousToken);
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
