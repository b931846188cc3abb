import { useId, useState } from 'react';
import styled from 'styled-components';
import { timeRangeLabel } from '../performance-labels';
import { shortDayLabel } from '../date-labels';
import { SCHEDULE_TEXTS } from '../schedule.texts';
import { venueColorOf } from '../venue-colors';
import type { DayTag, WeekPerformance } from '../week-performances';
import { Card, EmptyText, MutedText, SectionHeading } from './schedule-root';
import { PALETTE, RADIUS } from './schedule-palette';

const Toggle = styled.button.attrs({ type: 'button' })`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 0.15s ease;
`;

const Body = styled.div`
  margin-top: 12px;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $venueColor: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding: 8px 12px;
  border: 1px solid ${PALETTE.border};
  border-left: 6px solid ${({ $venueColor }) => $venueColor};
  border-radius: ${RADIUS.medium};
`;

const Tag = styled.span<{ $tag: DayTag }>`
  padding: 2px 8px;
  border-radius: ${RADIUS.round};
  font-size: 14px;
  font-weight: 700;
  white-space: nowrap;
  background: ${({ $tag }) =>
    $tag === 'today' ? PALETTE.primary : $tag === 'tomorrow' ? PALETTE.primarySoft : PALETTE.surfaceMuted};
  color: ${({ $tag }) =>
    $tag === 'today' ? PALETTE.onPrimary : $tag === 'tomorrow' ? PALETTE.onPrimarySoft : PALETTE.text};
`;

const Time = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

const Venue = styled.span`
  font-weight: 700;
`;

const Artists = styled.span`
  flex-basis: 100%;
  color: ${PALETTE.mutedText};
  font-size: 14px;
`;

function tagLabel(tag: DayTag, date: string): string {
  if (tag === 'today') return SCHEDULE_TEXTS.today;
  if (tag === 'tomorrow') return SCHEDULE_TEXTS.tomorrow;
  return shortDayLabel(date);
}

export interface WeekPanelProps {
  performances: readonly WeekPerformance[];
  isLoading: boolean;
  failed: boolean;
}

/**
 * The collapsible 'This Week's Performances' panel (docs/PRODUCT.md section 2): today and the next 6 days, each
 * performance with 'Today', 'Tomorrow' or its day, or 'No upcoming performances scheduled.'.
 */
export function WeekPanel({ performances, isLoading, failed }: WeekPanelProps) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const bodyId = useId();

  const content = isLoading ? (
    <MutedText role="status">{SCHEDULE_TEXTS.loading}</MutedText>
  ) : failed ? null : performances.length === 0 ? (
    <EmptyText>{SCHEDULE_TEXTS.noUpcomingPerformances}</EmptyText>
  ) : (
    <List>
      {performances.map(({ booking, tag }) => (
        <Item key={booking.id} $venueColor={venueColorOf(booking.department)}>
          <Tag $tag={tag}>{tagLabel(tag, booking.date)}</Tag>
          <Time>{timeRangeLabel(booking)}</Time>
          <Venue>{booking.department ?? SCHEDULE_TEXTS.unnamedVenue}</Venue>
          {booking.performers.length > 0 && (
            <Artists>{booking.performers.map((performer) => performer.name).join(', ')}</Artists>
          )}
        </Item>
      ))}
    </List>
  );

  return (
    <Card aria-labelledby={headingId}>
      <SectionHeading id={headingId}>
        <Toggle aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((value) => !value)}>
          {SCHEDULE_TEXTS.weekPanelTitle}
          <Chevron $open={open} aria-hidden="true">
            ▾
          </Chevron>
        </Toggle>
      </SectionHeading>
      <Body id={bodyId} hidden={!open}>
        {content}
      </Body>
    </Card>
  );
}
