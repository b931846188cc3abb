import type { Knex } from 'knex';
import { numberOf, rowsOf, WHOLE_HOURS_FROM, WINDOW_START } from './sql-values';

/** A page view counts as a visit at most once per client and page within this window. */
export const SITE_VISIT_WINDOW_SECONDS = 30 * 60;

export interface SiteVisitRow {
  page: string;
  referrer: string | null;
  userAgent: string | null;
  sessionId: string | null;
  /** Keyed hash of the visitor's address; the address itself is never stored. */
  visitorHash: string;
}

export interface SiteVisitSummary {
  totalVisits: number;
  uniqueVisitors: number;
}

export function createSiteVisitRepository(knex: Knex) {
  return {
    /**
     * Stores the view as a visit unless the same client's view of the same page was counted within
     * the window. One statement: claiming the client's window for the page (site_visit_windows, an
     * upsert that only succeeds once the last claim is older than the window) and inserting the
     * visit with it, so simultaneous views and replicas count one. True when it was counted.
     */
    async insertUnlessCounted(visit: SiteVisitRow): Promise<boolean> {
      const result: unknown = await knex.raw(
        `with claimed as (
           insert into site_visit_windows as w (visitor_hash, page) values (?, ?)
           on conflict (visitor_hash, page) do update set counted_at = now()
             where w.counted_at <= now() - make_interval(secs => ?)
           returning 1
         )
         insert into site_visits (page, referrer, user_agent, session_id, visitor_hash)
         select ?, ?, ?, ?, ? from claimed
         returning id`,
        [
          visit.visitorHash,
          visit.page,
          SITE_VISIT_WINDOW_SECONDS,
          visit.page,
          visit.referrer,
          visit.userAgent,
          visit.sessionId,
          visit.visitorHash,
        ],
      );
      return rowsOf(result).length === 1;
    },

    /**
     * Visits over a trailing window: whole hours from the hourly rollup, the hour it starts in from
     * site_visits. Unique visitors are the visitors whose last visit falls in the window (every
     * visitor in it has one there): an index range count, where a count(distinct) over the
     * window's visits had to sort them all.
     */
    async summarize(windowSeconds: number, page: string | undefined): Promise<SiteVisitSummary> {
      const byPage = page !== undefined;
      const pageFilter = byPage ? 'and page = ?' : '';
      const pageValue = byPage ? [page] : [];
      const result: unknown = await knex.raw(
        `with visits as (
           select visits from ${byPage ? 'site_page_visit_hourly' : 'site_visit_hourly'}
           where hour >= ${WHOLE_HOURS_FROM} ${pageFilter}
           union all
           select count(*) from site_visits
           where timestamp >= ${WINDOW_START} and timestamp < ${WHOLE_HOURS_FROM} ${pageFilter}
         )
         select (select coalesce(sum(visits), 0) from visits) as "totalVisits",
                (select count(*) from ${byPage ? 'site_page_visitors' : 'site_visitors'}
                  where last_visit >= ${WINDOW_START} ${pageFilter}) as "uniqueVisitors"`,
        [
          windowSeconds,
          ...pageValue,
          windowSeconds,
          windowSeconds,
          ...pageValue,
          windowSeconds,
          ...pageValue,
        ],
      );
      const row = rowsOf(result)[0];
      return { totalVisits: numberOf(row?.totalVisits), uniqueVisitors: numberOf(row?.uniqueVisitors) };
    },
  };
}

export type SiteVisitRepository = ReturnType<typeof createSiteVisitRepository>;
