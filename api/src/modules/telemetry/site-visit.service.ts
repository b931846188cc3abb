import { createHash, createHmac } from 'node:crypto';
import type { SiteVisitRequest, SiteVisitsDto } from '../../contract';
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
 * every replica agrees and the hash cannot be reversed by hashing every address). The browser is
 * not part of it: a client changing its User-Agent is still one visitor. A client's views of a page
 * count as one visit per 30 minutes (SITE_VISIT_WINDOW_SECONDS), decided in the database.
 */
export function createSiteVisitService(repository: SiteVisitRepository, secret: string) {
  const key = createHash('sha256').update(`site-visits:${secret}`).digest();

  function visitorHash(ipAddress: string): string {
    return createHmac('sha256', key).update(ipAddress).digest('hex').slice(0, 32);
  }

  return {
    async record(visit: SiteVisitRequest, visitor: VisitorInfo): Promise<void> {
      await repository.insertUnlessCounted({
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
