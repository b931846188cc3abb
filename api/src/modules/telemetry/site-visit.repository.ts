import type { Knex } from 'knex';
import { admitUnderCeiling } from './minute-ceiling';
import { numberOf, rowsOf, WHOLE_HOURS_FROM, WINDOW_START } from './sql-values';

/** A page view counts as a visit at most once per client and page within this window. */
export const SITE_VISIT_WINDOW_SECONDS = 30 * 60;

/**
 * The most visits written one by one per minute, all clients and replicas together; past it a visit
 * is only counted in site_visit_folds. A ceiling of its own, not the stranger trail's: the beacon is
 * open to anyone, so a flood of visits must not leave failed sign-ins without their audit rows (nor a
 * flood of those stop visits being counted). A new visitor's visit wrote 4 rows (the visit, its
 * window, the visitor overall and per page) of 1.9 KB together on PostgreSQL with a 512-character
 * User-Agent, so 60 a minute add about 115 KB a minute to the stranger trail's quarter of docs/CONFIGURATION.md's
 * 1 MB (Security limits); a real portal's public schedule sees a few new visitors a minute, and past it they still count.
 */
export const SITE_VISIT_CEILING = { rowsPerMinute: 60, windowSeconds: 60 } as const;

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
    /** Whether the client's view of the page was counted within the window (then it counts no more). */
    async countedWithinWindow(visitorHash: string, page: string): Promise<boolean> {
      const row: unknown = await knex('site_visit_windows')
        .first(knex.raw('1 as "counted"'))
        .where({ visitorHash, page })
        .where('countedAt', '>', knex.raw('now() - make_interval(secs => ?)', [SITE_VISIT_WINDOW_SECONDS]));
      return row !== undefined;
    },

    /** Whether one more visit may be written this minute (SITE_VISIT_CEILING). */
    admitVisit(): Promise<boolean> {
      return admitUnderCeiling(knex, { table: 'site_visit_ceiling_window', ...SITE_VISIT_CEILING }, 1);
    },

    /**
     * Counts a visit past the ceiling on its hour and page: no visitor, no window, one row per hour
     * and page. A page no counted visit has had (site_page_visitors) is counted as page '', so
     * made-up paths add nothing but to the total over every page.
     */
    async fold(page: string): Promise<void> {
      await knex.raw(
        `insert into site_visit_folds as f (hour, page, visits)
         select date_trunc('hour', now(), 'UTC'),
                case when exists (select 1 from site_page_visitors where page = ?) then ? else '' end, 1
         on conflict (hour, page) do update set visits = f.visits + 1`,
        [page, page],
      );
    },

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
     * site_visits, and the visits folded past the ceiling in its whole hours (a folded visit has no
     * time within its hour, so those of the hour the window starts in are left out). Unique visitors
     * are the visitors whose last visit falls in the window (every visitor in it has one there): an
     * index range count, where a count(distinct) over the window's visits had to sort them all.
     * Folded visits have no visitor: they are never unique visitors.
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
           union all
           select visits from site_visit_folds where hour >= ${WHOLE_HOURS_FROM} ${pageFilter}
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
