import type { Knex } from 'knex';
import {
  ACCOUNT_LINK_MESSAGES,
  AUTH_MESSAGES,
  type AccountLinkDto,
  type AccountLinkPurpose,
} from '../../contract';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { queueMail, type OutgoingMail } from '../mail';
import { accountLinkTokenHashOf, newAccountLinkToken } from './account-link-token';
import type { AccountLinkRepository, LiveAccountLink, NewAccountLink } from './account-link.repository';
import type { OrganizationDirectory } from './identity.types';

export interface AccountLinkServiceDeps {
  links: AccountLinkRepository;
  organizations: OrganizationDirectory;
}

/** Passwords one link may be tried with: the last wrong one uses it up. */
export const ACCOUNT_LINK_PASSWORD_TRIES = 5;

/** A link's answer when it cannot be used: unknown, used, expired or meant for another call. */
export function linkInvalid(): NotFoundError {
  return new NotFoundError(ACCOUNT_LINK_MESSAGES.linkInvalid);
}

/** Issuing, reading and checking account links; each flow (invitation, registration, reset) consumes its own. */
export function createAccountLinkService(deps: AccountLinkServiceDeps) {
  return {
    /**
     * A new link of the purpose (ending the user's older ones) and its mail, both in the caller's
     * transaction: the mail exists exactly when the link does. The token lives only in the mail.
     */
    async issueWithMail(
      trx: Knex.Transaction,
      link: Omit<NewAccountLink, 'tokenHash'>,
      mailOf: (linkId: number, token: string) => OutgoingMail,
    ): Promise<number> {
      const token = newAccountLinkToken();
      const linkId = await deps.links.issue({ ...link, tokenHash: accountLinkTokenHashOf(token) }, trx);
      await queueMail(trx, mailOf(linkId, token));
      return linkId;
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
    endSignUpLinks(trx: Knex.Transaction, userId: number): Promise<void> {
      return deps.links.endLinksOf(userId, ['invitation', 'registration'], trx);
    },

    /** Links of the purpose issued to the user in the last hour (the mail bound). */
    countIssuedWithinHour(trx: Knex.Transaction, userId: number, purpose: AccountLinkPurpose) {
      return deps.links.countIssuedWithinHour(userId, purpose, trx);
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
