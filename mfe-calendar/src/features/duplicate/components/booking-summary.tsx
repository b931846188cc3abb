import styled from 'styled-components';
import { timeLabel, type BookingDto } from '@booking-portal/api/contract';
import { longDateLabel } from '../../booking-presentation';

const Summary = styled.div`
  margin-bottom: 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Detail = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Which booking a duplicate dialog copies: its title, date, times and department. */
export function BookingSummary({ booking }: { booking: BookingDto }) {
  const details = [
    longDateLabel(booking.date),
    `${timeLabel(booking.startTime)} - ${timeLabel(booking.endTime)}`,
    booking.department,
  ].filter((detail): detail is string => detail !== null && detail !== '');
  return (
    <Summary>
      <Title>{booking.title}</Title>
      <Detail>{details.join(' · ')}</Detail>
    </Summary>
  );
}
