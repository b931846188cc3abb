import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { HealthIssueDto } from '@booking-portal/api/contract';
import { causeSelectors } from '../dashboard-anchors';

const Link = styled.a`
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
`;

/** The first element on the page that shows the issue's cause. */
function causeElement(issue: HealthIssueDto): HTMLElement | null {
  for (const selector of causeSelectors(issue)) {
    const element = document.querySelector<HTMLElement>(selector);
    if (element !== null) return element;
  }
  return null;
}

/**
 * An active issue as a link to what caused it on this page (the security event, the card with the
 * figure): following it scrolls there and moves the focus there, so a keyboard or screen reader
 * user lands on the cause too.
 */
export function HealthIssueLink({ issue }: { issue: HealthIssueDto }) {
  const [fallback] = causeSelectors(issue).slice(-1);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = causeElement(issue);
    if (target === null) return;
    event.preventDefault();
    // jsdom and old browsers lack smooth scrolling into view; the focus move is what matters.
    target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    target.focus({ preventScroll: true });
  };
  return (
    <Link href={fallback} onClick={follow}>
      {issue.text}
    </Link>
  );
}
