import type { Knex } from 'knex';
import { ceilingAskSql } from '../../platform/db';
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

/** What a view became: a stored visit, a visit counted on its hour past the ceiling, or nothing new. */
export type SiteViewOutcome = 'stored' | 'folded' | 'counted';

export interface SiteVisitSummary {
  totalVisits: number;
  uniqueVisitors: number;
}

export function createSiteVisitRepository(knex: Knex) {
  return {
    /**
     * Records a view in one statement, its window checked once: a view of the page by the same
     * client counted within the window counts no more and asks nothing of the ceiling (a busy
     * page's reloads do not use it up); any other asks SITE_VISIT_CEILING for one row. Admitted, it
     * claims the client's window for the page and is stored as a visit with it; refused, it is
     * counted on its hour and page (site_visit_folds: no visitor, no window, one row per hour and
     * page; a page no counted visit has had, per site_page_visitors, as page '', so made-up paths
     * add nothing but to the total over every page). The claim's own condition only settles two
     * views at once, on any replica: one of them counts.
     */
    async recordView(visit: SiteVisitRow): Promise<SiteViewOutcome> {
      const result: unknown = await knex.raw(
        `with counted as (
           select 1 from site_visit_windows
            where visitor_hash = ? and page = ? and counted_at > now() - make_interval(secs => ?)
         ), ceiling as (
           ?
         ), claimed as (
           insert into site_visit_windows as w (visitor_hash, page)
           select ?, ? from ceiling where ceiling.admitted
           on conflict (visitor_hash, page) do update set counted_at = now()
             where w.counted_at <= now() - make_interval(secs => ?)
           returning 1
         ), stored as (
           insert into site_visits (page, referrer, user_agent, session_id, visitor_hash)
           select ?, ?, ?, ?, ? from claimed
           returning 1
         ), folded as (
           insert into site_visit_folds as f (hour, page, visits)
           select date_trunc('hour', now(), 'UTC'),
                  case when exists (select 1 from site_page_visitors where page = ?) then ? else '' end, 1
             from ceiling where not ceiling.admitted
           on conflict (hour, page) do update set visits = f.visits + 1
           returning 1
         )
         select (select count(*) from stored)::int as "stored", (select count(*) from folded)::int as "folded"`,
        [
          visit.visitorHash,
          visit.page,
          SITE_VISIT_WINDOW_SECONDS,
          ceilingAskSql(
            knex,
            { table: 'site_visit_ceiling_window', ...SITE_VISIT_CEILING },
            1,
            knex.raw('not exists (select 1 from counted)'),
          ),
          visit.visitorHash,
          visit.page,
          SITE_VISIT_WINDOW_SECONDS,
          visit.page,
          visit.referrer,
          visit.userAgent,
          visit.sessionId,
          visit.visitorHash,
          visit.page,
          visit.page,
        ],
      );
      const [row] = rowsOf(result);
      if (numberOf(row?.stored) === 1) return 'stored';
      return numberOf(row?.folded) === 1 ? 'folded' : 'counted';
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
