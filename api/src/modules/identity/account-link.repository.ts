import type { Knex } from 'knex';
import type { AccountLinkPurpose } from '../../contract';
import { isoTimestampSql } from '../../platform/db';

type Db = Knex | Knex.Transaction;

/** How long each kind of link lasts. */
const ACCOUNT_LINK_LIFETIME_SECONDS: Record<AccountLinkPurpose, number> = {
  invitation: 7 * 24 * 60 * 60,
  registration: 24 * 60 * 60,
  password_reset: 30 * 60,
};

export interface NewAccountLink {
  userId: number;
  purpose: AccountLinkPurpose;
  tokenHash: string;
  /** Registration links only: the argon2 hash of the password chosen on the form. */
  pendingPasswordHash?: string | null;
  pendingDepartment?: string | null;
  createdBy?: number | null;
  /** Registration and reset links: the client that asked (its address, IPv6 by /64). */
  requestedFrom?: string | null;
  /** When its mail goes (the database's clock); at once when absent. Its lifetime starts then. */
  mailDueAt?: Date | null;
}

/** A new link's id, and the ids of the older links it ended whose mail was not yet due. */
export interface IssuedAccountLink {
  id: number;
  endedUnmailed: number[];
}

/** What bounds a stranger's request for a link to one address (docs/CONFIGURATION.md's Security limits). */
export interface AccountLinkRequestBounds {
  /** The client's own links of the purpose to the address within the hour. */
  fromClient: number;
  /** Past the address's ceiling: when its hour allows a new link's mail; null when it may go now. */
  heldUntil: Date | null;
}

/** A live link with its user, as the link's page and its consumption read it. */
export interface LiveAccountLink {
  id: number;
  userId: number;
  purpose: AccountLinkPurpose;
  pendingPasswordHash: string | null;
  pendingDepartment: string | null;
  expiresAt: string;
  email: string;
  organizationId: number | null;
  department: string | null;
  isRegistered: boolean;
  isDisabled: boolean;
}

/**
 * Account links on knex: every statement here computes on the database's clock (expiry, the
 * consumption's single UPDATE ... RETURNING, the mail bound's hour), so there is no row to model.
 */
export function createAccountLinkRepository(knex: Knex) {
  /** The link joined with its user, by token hash: only if unused and unexpired. */
  function liveLinks(db: Db) {
    return db('account_links as l')
      .join('users as u', 'u.id', 'l.user_id')
      .select(
        'l.id',
        'l.userId',
        'l.purpose',
        'l.pendingPasswordHash',
        'l.pendingDepartment',
        db.raw(`${isoTimestampSql('l.expires_at')} as "expiresAt"`),
        'u.email',
        'u.organizationId',
        'u.department',
        db.raw('u.firebase_uid is not null as "isRegistered"'),
        db.raw('u.disabled_at is not null as "isDisabled"'),
      )
      .whereNull('l.usedAt')
      .where('l.expiresAt', '>', db.fn.now());
  }

  /** Ends the user's live links of these purposes; answers those whose mail had not gone yet. */
  async function endLive(
    trx: Knex.Transaction,
    userId: number,
    purposes: readonly AccountLinkPurpose[],
  ): Promise<number[]> {
    const ended: { id: number | string; unmailed: boolean }[] = await trx('account_links')
      .update({ expiresAt: trx.fn.now() })
      .where({ userId })
      .whereIn('purpose', purposes)
      .whereNull('usedAt')
      .where('expiresAt', '>', trx.fn.now())
      // The clock, not the transaction's start: a link issued by a transaction that started after this
      // one but committed first has its mail due at a time later than this one's now(), yet gone.
      .returning(['id', trx.raw('mail_due_at > clock_timestamp() as "unmailed"')]);
    return ended.filter((link) => link.unmailed).map((link) => Number(link.id));
  }

  return {
    /**
     * Inserts a link valid for its purpose's lifetime from its mail's time and ends the user's older
     * links of the same purpose (a resend leaves one working link). Answers the new link's id (its
     * mail's idempotency key) and the ended links whose mail had not gone yet.
     */
    async issue(link: NewAccountLink, trx: Knex.Transaction): Promise<IssuedAccountLink> {
      const endedUnmailed = await endLive(trx, link.userId, [link.purpose]);
      const mailDueAt = link.mailDueAt ?? trx.fn.now();
      const [row]: { id: number | string }[] = await trx('account_links')
        .insert({
          userId: link.userId,
          purpose: link.purpose,
          tokenHash: link.tokenHash,
          pendingPasswordHash: link.pendingPasswordHash ?? null,
          pendingDepartment: link.pendingDepartment ?? null,
          createdBy: link.createdBy ?? null,
          requestedFrom: link.requestedFrom ?? null,
          mailDueAt,
          expiresAt: trx.raw('?::timestamptz + make_interval(secs => ?)', [
            mailDueAt,
            ACCOUNT_LINK_LIFETIME_SECONDS[link.purpose],
          ]),
        })
        .returning('id');
      if (!row) throw new Error('account link not inserted');
      return { id: Number(row.id), endedUnmailed };
    },

    async findLive(tokenHash: string): Promise<LiveAccountLink | null> {
      const row: LiveAccountLink | undefined = await liveLinks(knex).where('l.tokenHash', tokenHash).first();
      return row ? { ...row, id: Number(row.id) } : null;
    },

    /**
     * Uses the link up, once: one UPDATE whose WHERE holds it unused and unexpired, so of two
     * concurrent uses exactly one gets the row back. Null when unknown, used, expired or of another
     * purpose.
     */
    async consume(
      tokenHash: string,
      purpose: AccountLinkPurpose,
      trx: Knex.Transaction,
    ): Promise<{
      id: number;
      userId: number;
      pendingPasswordHash: string | null;
      pendingDepartment: string | null;
    } | null> {
      const [row]: {
        id: number | string;
        userId: number;
        pendingPasswordHash: string | null;
        pendingDepartment: string | null;
      }[] = await trx('account_links')
        .update({ usedAt: trx.fn.now() })
        .where({ tokenHash, purpose })
        .whereNull('usedAt')
        .where('expiresAt', '>', trx.fn.now())
        .returning(['id', 'userId', 'pendingPasswordHash', 'pendingDepartment']);
      return row ? { ...row, id: Number(row.id) } : null;
    },

    /**
     * Counts one try of a password with the link, before the password is checked: one UPDATE whose
     * WHERE holds the link live and under `maxTries`, so concurrent guesses cannot pass the bound.
     * Null when unknown, used, expired, of another purpose or out of tries.
     */
    async countPasswordTry(
      tokenHash: string,
      purpose: AccountLinkPurpose,
      maxTries: number,
    ): Promise<{ id: number; pendingPasswordHash: string | null; passwordTries: number } | null> {
      const [row]: { id: number | string; pendingPasswordHash: string | null; passwordTries: number }[] =
        await knex('account_links')
          .update({ passwordTries: knex.raw('password_tries + 1') })
          .where({ tokenHash, purpose })
          .where('passwordTries', '<', maxTries)
          .whereNull('usedAt')
          .where('expiresAt', '>', knex.fn.now())
          .returning(['id', 'pendingPasswordHash', 'passwordTries']);
      return row ? { ...row, id: Number(row.id), passwordTries: Number(row.passwordTries) } : null;
    },

    /** Uses the link up without its purpose's effect (its tries ran out). */
    async useUp(linkId: number): Promise<void> {
      await knex('account_links').update({ usedAt: knex.fn.now() }).where({ id: linkId }).whereNull('usedAt');
    },

    /**
     * Ends every live link of these purposes of the user (the account no longer needs them, or it
     * was disabled). Answers the ended links whose mail had not gone yet.
     */
    endLinksOf(userId: number, purposes: readonly AccountLinkPurpose[], trx: Knex.Transaction) {
      return endLive(trx, userId, purposes);
    },

    /**
     * The bounds of a client's request for a link of the purpose to the user, in one statement: the
     * client's own links within the hour, and when a new one's mail may go so that at most
     * `perAddressHourly` mails of the purpose go to the address in any hour. The mails counted are
     * those of links that were not ended before their mail was due (an ended link's waiting mail is
     * withdrawn); past the ceiling the new mail waits for the oldest counted one to leave the hour.
     */
    async requestBounds(
      userId: number,
      purpose: AccountLinkPurpose,
      requestedFrom: string,
      perAddressHourly: number,
      trx: Knex.Transaction,
    ): Promise<AccountLinkRequestBounds> {
      const fromClient = trx('account_links')
        .count('*')
        .where({ userId, purpose, requestedFrom })
        .where('createdAt', '>', trx.raw(`now() - interval '1 hour'`));
      const ceilingFreesAt = trx('account_links')
        .select(trx.raw(`mail_due_at + interval '1 hour'`))
        .where({ userId, purpose })
        .where('expiresAt', '>', trx.ref('mailDueAt'))
        .orderBy('mailDueAt', 'desc')
        .offset(perAddressHourly - 1)
        .limit(1);
      const row: { fromClient: number | string; heldUntil: Date | string | null } | undefined = await trx
        .queryBuilder()
        .first(
          trx.raw('(?) as "fromClient"', [fromClient]),
          trx.raw('case when (?) > now() then (?) end as "heldUntil"', [ceilingFreesAt, ceilingFreesAt]),
        );
      if (!row) throw new Error('account link bounds not read');
      return {
        fromClient: Number(row.fromClient),
        heldUntil: row.heldUntil === null ? null : new Date(row.heldUntil),
      };
    },
  };
}

export type AccountLinkRepository = ReturnType<typeof createAccountLinkRepository>;
