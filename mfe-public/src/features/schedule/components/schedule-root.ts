import styled from 'styled-components';
import { FONT_FAMILY, PALETTE } from './schedule-palette';

/**
 * The schedule's outer box. It sets its own font, colours and box model rather than relying on a page's
 * global styles: inside a shadow root (the embed) nothing of the host page's or the shell's globals applies.
 * Sizes are in px because rem would follow the host page's root font size.
 */
export const ScheduleRoot = styled.div`
  box-sizing: border-box;
  width: 100%;
  min-height: 100%;
  background: ${PALETTE.background};
  color: ${PALETTE.text};
  font-family: ${FONT_FAMILY};
  font-size: 16px;
  line-height: 1.5;
  text-align: left;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  :focus-visible {
    outline: 3px solid ${PALETTE.focus};
    outline-offset: 2px;
  }
`;

/**
 * The schedule's least height once loaded, in px: what it measures in Chromium with no performances at all
 * in a four-week month, at its narrowest-layout widths (874 px at 480-767 px wide; 909 px from 768 px; more
 * below 480 px, where text wraps). Every loaded schedule is at least this tall, so reserving it (the loading
 * state, the embed's host box, the host page's rule in docs/CONFIGURATION.md) never leaves a gap, and the page below an
 * embed does not jump when the schedule appears. Re-measure when the layout changes.
 */
export const SCHEDULE_MIN_HEIGHT_PX = 870;

export const ScheduleContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-height: ${SCHEDULE_MIN_HEIGHT_PX}px;
  max-width: 960px;
  margin: 0 auto;
  padding: 24px 16px 32px;

  @media (max-width: 767px) {
    gap: 16px;
    padding: 16px 12px 24px;
  }
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: 20px;
  font-weight: 700;
  line-height: 1.3;
`;

export const Card = styled.section`
  background: ${PALETTE.surface};
  border: 1px solid ${PALETTE.border};
  border-radius: 12px;
  padding: 16px;

  @media (max-width: 767px) {
    padding: 12px;
  }
`;

export const MutedText = styled.p`
  margin: 0;
  color: ${PALETTE.mutedText};
`;

export const EmptyText = styled.p`
  margin: 0;
  padding: 24px 16px;
  text-align: center;
  color: ${PALETTE.mutedText};
  border: 1px dashed ${PALETTE.border};
  border-radius: 12px;
`;
