import type { Knex } from 'knex';
import {
  ACCOUNT_LINK_MESSAGES,
  ACCOUNT_LINK_PURPOSES,
  AUTH_MESSAGES,
  type AccountLinkDto,
  type AccountLinkPurpose,
} from '../../contract';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { queueMail, withdrawQueuedMail, type OutgoingMail } from '../mail';
import { accountLinkTokenHashOf, newAccountLinkToken } from './account-link-token';
import { accountLinkMailKey } from './account-mails';
import type { AccountLinkRepository, LiveAccountLink, NewAccountLink } from './account-link.repository';
import type { OrganizationDirectory } from './identity.types';

export interface AccountLinkServiceDeps {
  links: AccountLinkRepository;
  organizations: OrganizationDirectory;
}

/** Passwords one link may be tried with: the last wrong one uses it up. */
const ACCOUNT_LINK_PASSWORD_TRIES = 5;

/**
 * Registration or reset mails one client (address, IPv6 by /64) gets sent to one address per hour;
 * past it the answer is the same and nothing changes (the address's live link stays).
 */
const ACCOUNT_MAILS_PER_CLIENT_HOUR = 3;
/**
 * Registration or reset mails one address gets per hour, from all clients together. Past it the
 * newest request still replaces the older links, and its mail waits until the hour allows one
 * more: strangers cannot mail-bomb the address, nor keep its owner from a working link.
 */
const ACCOUNT_MAILS_PER_ADDRESS_HOUR = 10;

/** A stranger's request for a link to an account: who asked is what bounds it. */
export type RequestedAccountLink = Omit<NewAccountLink, 'tokenHash' | 'createdBy' | 'mailDueAt'> & {
  requestedFrom: string;
};

/** A link's answer when it cannot be used: unknown, used, expired or meant for another call. */
export function linkInvalid(): NotFoundError {
  return new NotFoundError(ACCOUNT_LINK_MESSAGES.linkInvalid);
}

/** Issuing, reading and checking account links; each flow (invitation, registration, reset) consumes its own. */
export function createAccountLinkService(deps: AccountLinkServiceDeps) {
  /** Ended links' mails that had not gone yet are taken back: they would carry dead links. */
  async function withdrawMailsOf(trx: Knex.Transaction, linkIds: readonly number[]): Promise<void> {
    for (const linkId of linkIds) await withdrawQueuedMail(trx, accountLinkMailKey(linkId));
  }

  /**
   * A new link of the purpose (ending the user's older ones) and its mail, both in the caller's
   * transaction: the mail exists exactly when the link does. The token lives only in the mail.
   */
  async function issueWithMail(
    trx: Knex.Transaction,
    link: Omit<NewAccountLink, 'tokenHash'>,
    mailOf: (linkId: number, token: string) => OutgoingMail,
  ): Promise<number> {
    const token = newAccountLinkToken();
    const issued = await deps.links.issue({ ...link, tokenHash: accountLinkTokenHashOf(token) }, trx);
    await withdrawMailsOf(trx, issued.endedUnmailed);
    await queueMail(trx, { ...mailOf(issued.id, token), notBefore: link.mailDueAt ?? null });
    return issued.id;
  }

  return {
    issueWithMail,

    /**
     * A link a stranger asked for (the register form, 'Forgot password?'), in the caller's
     * transaction, which holds the user's row: nothing when the client used up its
     * ACCOUNT_MAILS_PER_CLIENT_HOUR for the address, otherwise a new link that replaces the older
     * ones, its mail held back while the address has had ACCOUNT_MAILS_PER_ADDRESS_HOUR in the hour.
     */
    async issueRequested(
      trx: Knex.Transaction,
      link: RequestedAccountLink,
      mailOf: (linkId: number, token: string) => OutgoingMail,
    ): Promise<void> {
      const bounds = await deps.links.requestBounds(
        link.userId,
        link.purpose,
        link.requestedFrom,
        ACCOUNT_MAILS_PER_ADDRESS_HOUR,
        trx,
      );
      if (bounds.fromClient >= ACCOUNT_MAILS_PER_CLIENT_HOUR) return;
      await issueWithMail(trx, { ...link, mailDueAt: bounds.heldUntil }, mailOf);
    },

    /**
     * The live link behind a token, if it is for this purpose. A disabled account's link is refused
     * with the sign-in's own answer.
     */
    async usableLink(token: string, purpose: AccountLinkPurpose): Promise<LiveAccountLink> {
      const link = await deps.links.findLive(accountLinkTokenHashOf(token));
      if (!link || link.purpose !== purpose) throw linkInvalid();
      if (link.isDisabled) throw new ForbiddenError(AUTH_MESSAGES.disabled);
      return link;
    },

    /** What the link's page shows before it is used; reading does not use it up. */
    async describe(token: string): Promise<AccountLinkDto> {
      const link = await deps.links.findLive(accountLinkTokenHashOf(token));
      if (!link) throw linkInvalid();
      const organization =
        link.organizationId === null
          ? null
          : await deps.organizations.findOrganizationSummary(link.organizationId);
      return {
        purpose: link.purpose,
        email: link.email,
        organization: organization ? { id: organization.id, name: organization.name } : null,
        department: link.pendingDepartment ?? link.department,
        expiresAt: link.expiresAt,
      };
    },

    /** A registered account needs no invitation or registration link: any left die with the registration. */
    async endSignUpLinks(trx: Knex.Transaction, userId: number): Promise<void> {
      await withdrawMailsOf(trx, await deps.links.endLinksOf(userId, ['invitation', 'registration'], trx));
    },

    /**
     * Every link of the account dies (invitation, registration, reset), with any mail of theirs not
     * yet sent: its password changed or it was disabled, so no link mailed before may open it later.
     */
    async endEveryLink(trx: Knex.Transaction, userId: number): Promise<void> {
      await withdrawMailsOf(trx, await deps.links.endLinksOf(userId, ACCOUNT_LINK_PURPOSES, trx));
    },

    /**
     * Counts a try of a password with the link and answers the password kept with it; the last try
     * allowed is told so its caller can use the link up when it fails. 404 when the link is unknown,
     * used, expired or out of tries.
     */
    async countPasswordTry(token: string, purpose: AccountLinkPurpose) {
      const tried = await deps.links.countPasswordTry(
        accountLinkTokenHashOf(token),
        purpose,
        ACCOUNT_LINK_PASSWORD_TRIES,
      );
      if (!tried) throw linkInvalid();
      return {
        linkId: tried.id,
        pendingPasswordHash: tried.pendingPasswordHash,
        isLastTry: tried.passwordTries >= ACCOUNT_LINK_PASSWORD_TRIES,
      };
    },

    /** Uses a link up whose tries ran out. */
    useUp(linkId: number): Promise<void> {
      return deps.links.useUp(linkId);
    },

    /** Uses the link up inside the caller's transaction; 404 when someone used it first. */
    async consume(trx: Knex.Transaction, token: string, purpose: AccountLinkPurpose) {
      const consumed = await deps.links.consume(accountLinkTokenHashOf(token), purpose, trx);
      if (!consumed) throw linkInvalid();
      return consumed;
    },
  };
}

export type AccountLinkService = ReturnType<typeof createAccountLinkService>;
