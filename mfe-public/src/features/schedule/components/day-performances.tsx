import styled from 'styled-components';
import type { PublicBookingDto } from '@booking-portal/api/contract';
import { longDayLabel } from '../date-labels';
import { SCHEDULE_TEXTS } from '../schedule.texts';
import { PerformanceCard } from './performance-card';
import { EmptyText, MutedText, SectionHeading } from './schedule-root';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export interface DayPerformancesProps {
  date: string;
  /** Undefined while the day is being read. */
  bookings: readonly PublicBookingDto[] | undefined;
  failed: boolean;
}

/** The selected day's performances, or 'No performances scheduled for this date.' (docs/PRODUCT.md section 2). */
export function DayPerformances({ date, bookings, failed }: DayPerformancesProps) {
  const label = longDayLabel(date);
  return (
    <Section aria-label={`Performances on ${label}`}>
      <SectionHeading>{label}</SectionHeading>
      {bookings === undefined ? (
        failed ? null : (
          <MutedText role="status">{SCHEDULE_TEXTS.loading}</MutedText>
        )
      ) : bookings.length === 0 ? (
        <EmptyText>{SCHEDULE_TEXTS.noPerformancesForDate}</EmptyText>
      ) : (
        <List>
          {bookings.map((booking) => (
            <PerformanceCard key={booking.id} booking={booking} />
          ))}
        </List>
      )}
    </Section>
  );
}
