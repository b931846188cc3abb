import type { HealthIssueDto } from '@booking-portal/api/contract';

/** Ids of the dashboard's cards that a health issue can lead to. */
export const CARD_ANCHORS = {
  requests: 'dashboard-requests',
  performanceOverview: 'dashboard-performance-overview',
  system: 'dashboard-system',
  unresolvedSecurityEvents: 'dashboard-unresolved-security-events',
  mailDelivery: 'dashboard-mail-delivery',
} as const;

/** The id of one unresolved security event's entry. */
export function securityEventAnchor(id: number): string {
  return `security-event-${id}`;
}

/**
 * Where an issue's cause is shown, most precise first. A security-events issue leads to the first
 * unresolved event of its severity (the list puts the most severe first), else to the list itself;
 * the error rate to the Requests card's error counts, slow responses to the slowest endpoints, memory
 * to the System card, late mail to the Mail Delivery card.
 */
export function causeSelectors(issue: HealthIssueDto): string[] {
  switch (issue.cause) {
    case 'security-events': {
      const list = `#${CARD_ANCHORS.unresolvedSecurityEvents}`;
      return issue.severity === undefined ? [list] : [`${list} [data-severity="${issue.severity}"]`, list];
    }
    case 'error-rate':
      return [`#${CARD_ANCHORS.requests}`];
    case 'response-time':
      return [`#${CARD_ANCHORS.performanceOverview}`];
    case 'memory':
      return [`#${CARD_ANCHORS.system}`];
    case 'mail-queue':
      return [`#${CARD_ANCHORS.mailDelivery}`];
  }
}
