import type { Knex } from 'knex';
import {
  AVAILABILITY_MESSAGES,
  PERFORMER_PAGE_PATH,
  type PerformerDto,
  type PerformerPageLinkDto,
} from '../../contract';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { WriteContext } from '../../platform/http';
import { queueMail } from '../mail';
import type { BookingsOrganizationDirectory } from '../bookings';
import type { TelemetryFacade } from '../telemetry';
import { performerPageMail } from './performer-page-mail';
import type { PerformerPageRepository } from './performer-page.repository';
import { newPageToken, storedPageTokenOf } from './performer-page-token';

export interface PerformerPageLinkServiceDeps {
  knex: Knex;
  pages: PerformerPageRepository;
  organizations: BookingsOrganizationDirectory;
  telemetry: TelemetryFacade;
  /** The portal's public origin: page links are absolute. */
  origin: string;
}

/**
 * The owner's side of a performer's own page: whether it exists, a new link (shown once), or a new
 * link mailed to the performer. A new link always kills the old one and the old page's feed.
 */
export function createPerformerPageLinkService(deps: PerformerPageLinkServiceDeps) {
  async function findPerformer(id: number): Promise<PerformerDto> {
    const [performer] = await deps.organizations.findPerformersByIds([id]);
    if (!performer) throw new NotFoundError();
    return performer;
  }

  /** The link lives in the fragment, which the browser never sends to a server. */
  function urlOf(token: string): string {
    return `${deps.origin}${PERFORMER_PAGE_PATH}#token=${token}`;
  }

  /** Replaces the performer's page token in the caller's transaction; the token is never audited. */
  async function replaceToken(
    trx: Knex.Transaction,
    performer: PerformerDto,
  ): Promise<{ token: string; tokenHash: string; created: boolean }> {
    const token = newPageToken();
    const stored = storedPageTokenOf(token);
    const { created } = await deps.pages.store(trx, performer.id, stored);
    return { token, tokenHash: stored.tokenHash, created };
  }

  return {
    /** Whether the performer has a page; its link cannot be shown again (only its hash is kept). */
    async link(performerId: number): Promise<PerformerPageLinkDto> {
      const performer = await findPerformer(performerId);
      return { exists: await deps.pages.exists(performer.id), url: null };
    },

    /** Makes the performer's first page link or a new one, shown to the owner once. */
    async reset(context: WriteContext, performerId: number): Promise<PerformerPageLinkDto> {
      const performer = await findPerformer(performerId);
      const token = await deps.knex.transaction(async (trx) => {
        const replaced = await replaceToken(trx, performer);
        await deps.telemetry.auditWrite(trx, context, {
          action: replaced.created ? 'performer_page_created' : 'performer_page_reset',
          resource: 'performer',
          resourceId: performer.id,
          organizationId: performer.organizationId,
          details: { performer: performer.name },
        });
        return replaced.token;
      });
      return { exists: true, url: urlOf(token) };
    },

    /** Makes a new link and mails it to the performer, all or nothing; the owner never sees it. */
    async send(context: WriteContext, performerId: number): Promise<void> {
      const performer = await findPerformer(performerId);
      const email = performer.email;
      if (!email)
        throw new ValidationError([{ path: 'email', message: AVAILABILITY_MESSAGES.pageLinkNeedsEmail }]);
      await deps.knex.transaction(async (trx) => {
        const replaced = await replaceToken(trx, performer);
        await queueMail(
          trx,
          performerPageMail({
            to: email,
            performerName: performer.name,
            sentBy: context.actor.email,
            url: urlOf(replaced.token),
            // A prefix of the new token's hash names this link without repeating the stored hash.
            idempotencyKey: `performer-page:${performer.id}:${replaced.tokenHash.slice(0, 24)}`,
            organizationId: performer.organizationId,
          }),
        );
        await deps.telemetry.auditWrite(trx, context, {
          action: 'performer_page_sent',
          resource: 'performer',
          resourceId: performer.id,
          organizationId: performer.organizationId,
          details: { performer: performer.name, email, firstLink: replaced.created },
        });
      });
    },
  };
}

export type PerformerPageLinkService = ReturnType<typeof createPerformerPageLinkService>;
