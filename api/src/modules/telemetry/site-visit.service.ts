import { createHash, createHmac } from 'node:crypto';
import type { SiteVisitRequest, SiteVisitsDto } from '../../contract';
import type { SiteVisitRepository } from './site-visit.repository';
import { SECONDS_PER_DAY } from './sql-values';

export interface VisitorInfo {
  ipAddress: string;
  userAgent: string | null;
}

const MAX_USER_AGENT_LENGTH = 300;

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
 * visitor is a keyed hash of address and browser (HMAC with a key derived from the session
 * secret, so every replica agrees and the hash cannot be reversed by hashing every address).
 */
export function createSiteVisitService(repository: SiteVisitRepository, secret: string) {
  const key = createHash('sha256').update(`site-visits:${secret}`).digest();

  function visitorHash(visitor: VisitorInfo): string {
    return createHmac('sha256', key)
      .update(`${visitor.ipAddress}\n${visitor.userAgent ?? ''}`)
      .digest('hex')
      .slice(0, 32);
  }

  return {
    async record(visit: SiteVisitRequest, visitor: VisitorInfo): Promise<void> {
      await repository.insert({
        page: visit.page,
        referrer: referrerOrigin(visit.referrer),
        userAgent: visitor.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
        sessionId: visit.sessionId ?? null,
        visitorHash: visitorHash(visitor),
      });
    },

    summarize(days: number, page: string | undefined): Promise<SiteVisitsDto> {
      return repository.summarize(days * SECONDS_PER_DAY, page);
    },
  };
}

export type SiteVisitService = ReturnType<typeof createSiteVisitService>;
