import type { Knex } from 'knex';
import { numberOf, windowStart } from './sql-values';

export interface SiteVisitRow {
  page: string;
  referrer: string | null;
  userAgent: string | null;
  sessionId: string | null;
  /** Keyed hash of the visitor's address and browser; the address itself is never stored. */
  visitorHash: string;
}

export interface SiteVisitSummary {
  totalVisits: number;
  uniqueVisitors: number;
}

export function createSiteVisitRepository(knex: Knex) {
  return {
    async insert(visit: SiteVisitRow): Promise<void> {
      await knex('site_visits').insert({
        page: visit.page,
        referrer: visit.referrer,
        userAgent: visit.userAgent,
        sessionId: visit.sessionId,
        visitorHash: visit.visitorHash,
      });
    },

    async summarize(windowSeconds: number, page: string | undefined): Promise<SiteVisitSummary> {
      const query = knex('site_visits')
        .first(
          knex.raw('count(*) as "totalVisits"'),
          knex.raw('count(distinct visitor_hash) as "uniqueVisitors"'),
        )
        .where('timestamp', '>=', windowStart(knex, windowSeconds));
      if (page !== undefined) query.where('page', page);
      const row: Record<string, unknown> | undefined = await query;
      return { totalVisits: numberOf(row?.totalVisits), uniqueVisitors: numberOf(row?.uniqueVisitors) };
    },
  };
}

export type SiteVisitRepository = ReturnType<typeof createSiteVisitRepository>;
