import { createHash, createHmac } from 'node:crypto';
import type { SiteVisitRequest, SiteVisitsDto } from '../../contract';
import { clientKeyOf } from '../../platform/http';
import type { SiteVisitRepository } from './site-visit.repository';
import { SECONDS_PER_DAY } from './sql-values';
import { storedUserAgent } from './stored-text';

export interface VisitorInfo {
  ipAddress: string;
  userAgent: string | null;
}

/** Only the referrer's origin is kept: its path and query may carry someone's personal data. */
function referrerOrigin(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Page views of the public schedule, counted without cookies and without storing addresses: a
 * visitor is a keyed hash of the address (HMAC with a key derived from the session secret, so
 * every replica agrees and the hash cannot be reversed by hashing every address). The address is
 * taken as per-client limits take it (an IPv6 one by its /64: clientKeyOf), and the browser is not
 * part of it: a client changing its address within its network or its User-Agent is still one
 * visitor. A client's views of a page count as one visit per 30 minutes (SITE_VISIT_WINDOW_SECONDS),
 * decided in the database. New visits are written one by one up to SITE_VISIT_CEILING a minute
 * across every client; past it they are only counted per hour and page (site_visit_folds), without
 * a visitor or a window, so each such view counts as a visit and none as a unique visitor.
 */
export function createSiteVisitService(repository: SiteVisitRepository, secret: string) {
  const key = createHash('sha256').update(`site-visits:${secret}`).digest();

  function visitorHash(ipAddress: string): string {
    return createHmac('sha256', key).update(clientKeyOf(ipAddress)).digest('hex').slice(0, 32);
  }

  return {
    async record(visit: SiteVisitRequest, visitor: VisitorInfo): Promise<void> {
      await repository.recordView({
        page: visit.page,
        referrer: referrerOrigin(visit.referrer),
        userAgent: storedUserAgent(visitor.userAgent),
        sessionId: visit.sessionId ?? null,
        visitorHash: visitorHash(visitor.ipAddress),
      });
    },

    summarize(days: number, page: string | undefined): Promise<SiteVisitsDto> {
      return repository.summarize(days * SECONDS_PER_DAY, page);
    },
  };
}

export type SiteVisitService = ReturnType<typeof createSiteVisitService>;
