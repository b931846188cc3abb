import type { Knex } from 'knex';
import type { AccountLinkPurpose } from '../../contract';
import { isoTimestampSql } from '../../platform/db';

type Db = Knex | Knex.Transaction;

/** How long each kind of link lasts. */
export const ACCOUNT_LINK_LIFETIME_SECONDS: Record<AccountLinkPurpose, number> = {
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

  return {
    /**
     * Inserts a link valid for its purpose's lifetime and ends the user's older links of the same
     * purpose (a resend leaves one working link). Answers the new link's id (its mail's idempotency key).
     */
    async issue(link: NewAccountLink, trx: Knex.Transaction): Promise<number> {
      await trx('account_links')
        .update({ expiresAt: trx.fn.now() })
        .where({ userId: link.userId, purpose: link.purpose })
        .whereNull('usedAt')
        .where('expiresAt', '>', trx.fn.now());
      const [row]: { id: number | string }[] = await trx('account_links')
        .insert({
          userId: link.userId,
          purpose: link.purpose,
          tokenHash: link.tokenHash,
          pendingPasswordHash: link.pendingPasswordHash ?? null,
          pendingDepartment: link.pendingDepartment ?? null,
          createdBy: link.createdBy ?? null,
          expiresAt: trx.raw('now() + make_interval(secs => ?)', [
            ACCOUNT_LINK_LIFETIME_SECONDS[link.purpose],
          ]),
        })
        .returning('id');
      if (!row) throw new Error('account link not inserted');
      return Number(row.id);
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

    /** Ends every live link of these purposes of the user (the account no longer needs them). */
    async endLinksOf(
      userId: number,
      purposes: readonly AccountLinkPurpose[],
      trx: Knex.Transaction,
    ): Promise<void> {
      await trx('account_links')
        .update({ expiresAt: trx.fn.now() })
        .where({ userId })
        .whereIn('purpose', purposes)
        .whereNull('usedAt')
        .where('expiresAt', '>', trx.fn.now());
    },

    /** Links of a purpose issued to the user within the last hour (the mail bound). */
    async countIssuedWithinHour(
      userId: number,
      purpose: AccountLinkPurpose,
      trx: Knex.Transaction,
    ): Promise<number> {
      const row: { count?: unknown } | undefined = await trx('account_links')
        .first(trx.raw('count(*) as "count"'))
        .where({ userId, purpose })
        .where('createdAt', '>', trx.raw(`now() - interval '1 hour'`));
      return Number(row?.count ?? 0);
    },
  };
}

export type AccountLinkRepository = ReturnType<typeof createAccountLinkRepository>;
