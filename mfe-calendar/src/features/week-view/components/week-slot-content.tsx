import styled, { css } from 'styled-components';
import type { EventDisplayInfo } from '@fullcalendar/react';
import type { BookingDto } from '@booking-portal/api/contract';
import { slotOfEvent, type ArrangedSlot } from '../week-groups';
import { weekClosureOfEvent, type WeekClosureExtras } from '../week-closures';
import { useWeekInteraction } from './week-interaction';
import {
  bookingName,
  departmentColor,
  InstrumentIconList,
  PENDING_BACKGROUND,
  PENDING_BORDER_COLOR,
  PENDING_TEXT_COLOR,
  PendingBadge,
  readableTextOn,
  timeRangeLabel,
} from '../../booking-presentation';
import { closuresCovering, ClosureMark, VenueClosedMark } from '../../closures';

const Root = styled.div<{ $pending: boolean }>`
  /* The block clips what does not fit, so keyboard focus is drawn inside each control. */
  button:focus-visible,
  input:focus-visible {
    outline-offset: -2px;
  }

  display: flex;
  flex-direction: column;
  gap: 2px;
  height: 100%;
  padding: 2px 3px;
  overflow: hidden;
  font-size: 0.75rem;
  line-height: 1.2;
  ${({ $pending }) =>
    $pending &&
    css`
      background: ${PENDING_BACKGROUND};
      color: ${PENDING_TEXT_COLOR};
    `}
`;

/* The main block takes what the chips and '+N more' leave; its title comes first, so a short block gives
   up its time and icons before its title. */
const MainRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 3px;
  min-height: 0;
  flex: 1 1 auto;
  overflow: hidden;
`;

const mainSummary = css`
  display: flex;
  flex-direction: column;
  gap: 1px;
  flex: 1 1 auto;
  min-width: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
`;

const MainButton = styled.button`
  ${mainSummary}
  cursor: pointer;
`;

const MainText = styled.div`
  ${mainSummary}
`;

/* Wrapped, never cut with an ellipsis: the department at the end of 'Duo - Pool/Sofra' is what tells
   overlapping bookings apart. */
const Title = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px 4px;
`;

const SelectBox = styled.input`
  flex: none;
  width: 0.875rem;
  height: 0.875rem;
  margin: 1px 0 0;
`;

const SmallButton = styled.button`
  flex: none;
  padding: 0 4px;
  border: 1px solid currentColor;
  border-radius: 4px;
  background: rgb(255 255 255 / 0.7);
  color: #0f172a;
  font: inherit;
  font-size: 0.6875rem;
  cursor: pointer;
`;

const ChipRow = styled.div`
  display: flex;
  align-items: center;
  gap: 3px;
  flex: none;
`;

/* An overlapping booking by its department in full, wrapped only where the column is narrow. */
const Chip = styled.button<{ $background: string; $color: string; $pending: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  padding: 0 4px;
  border: 1px solid ${({ $pending }) => ($pending ? PENDING_BORDER_COLOR : 'rgb(15 23 42 / 0.25)')};
  border-radius: 4px;
  background: ${({ $pending, $background }) => ($pending ? PENDING_BACKGROUND : $background)};
  color: ${({ $pending, $color }) => ($pending ? PENDING_TEXT_COLOR : $color)};
  font: inherit;
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1.25;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
`;

const MoreButton = styled.button`
  flex: none;
  align-self: flex-start;
  padding: 0 4px;
  border: 0;
  border-radius: 4px;
  background: rgb(15 23 42 / 0.75);
  color: #ffffff;
  font: inherit;
  font-size: 0.6875rem;
  font-weight: 700;
  cursor: pointer;
`;

function Summary({ booking }: { booking: BookingDto }) {
  const { closedDays } = useWeekInteraction();
  return (
    <>
      <Title>{booking.title}</Title>
      <Line>{timeRangeLabel(booking)}</Line>
      <Line>
        <InstrumentIconList booking={booking} />
        {booking.status === 'pending' && <PendingBadge />}
        <VenueClosedMark closures={closuresCovering(booking, closedDays)} />
      </Line>
    </>
  );
}

function SelectCheckbox({ booking }: { booking: BookingDto }) {
  const { selectedIds, toggleSelected } = useWeekInteraction();
  return (
    <SelectBox
      type="checkbox"
      checked={selectedIds.has(booking.id)}
      onChange={() => toggleSelected(booking.id)}
      aria-label={`Select ${bookingName(booking)}`}
    />
  );
}

/**
 * A slot of the week grid: the main booking's block (title, time range, instrument icons, Pending
 * badge), up to 2 chips (the department in full; title and time on hover and to screen readers)
 * that promote their booking to the main block when clicked, then '+N more'
 * which opens the day. Outside edit mode the main block opens its day; in edit mode each booking gets
 * a selection checkbox and the main block a Move button (the keyboard way of dragging).
 */
function WeekSlotContent({ slot }: { slot: ArrangedSlot }) {
  const { departments, selecting, canMove, openDay, promote, requestMove } = useWeekInteraction();
  const { main, chips, hiddenCount } = slot;

  return (
    <Root $pending={main.status === 'pending'}>
      <MainRow>
        {selecting && <SelectCheckbox booking={main} />}
        {selecting ? (
          <MainText>
            <Summary booking={main} />
          </MainText>
        ) : (
          <MainButton onClick={() => openDay(main.date)} title="Open this day">
            <Summary booking={main} />
          </MainButton>
        )}
        {canMove && (
          <SmallButton aria-label={`Move ${bookingName(main)}`} onClick={() => requestMove(main)}>
            Move
          </SmallButton>
        )}
      </MainRow>
      {chips.map((chip) => {
        const color = departmentColor(chip.department, departments);
        const name = bookingName(chip);
        return (
          <ChipRow key={chip.id}>
            {selecting && <SelectCheckbox booking={chip} />}
            <Chip
              $background={color}
              $color={readableTextOn(color)}
              $pending={chip.status === 'pending'}
              aria-label={`Show ${name}`}
              title={`Show ${name}`}
              onClick={() => promote(slot.key, chip.id)}
            >
              <span>{chip.department ?? chip.title}</span>
            </Chip>
          </ChipRow>
        );
      })}
      {hiddenCount > 0 && (
        <MoreButton onClick={() => openDay(slot.date)} title="Open this day to see every booking">
          {`+${hiddenCount} more`}
        </MoreButton>
      )}
    </Root>
  );
}

/** A closed time's mark: it opens the column's day, and its tooltip tells the closure. */
function WeekClosureContent({ closure }: WeekClosureExtras) {
  const { openDay } = useWeekInteraction();
  return <ClosureMark label="Closed" text={closure.text} onActivate={() => openDay(closure.column)} />;
}

/**
 * FullCalendar's eventContent and backgroundEventContent (a closed time is a background event): kept a
 * module-level function so its identity never changes.
 */
export function renderWeekSlot(arg: EventDisplayInfo) {
  const closure = weekClosureOfEvent(arg.event);
  if (closure !== null) return <WeekClosureContent closure={closure} />;
  const slot = slotOfEvent(arg.event);
  return slot === null ? null : <WeekSlotContent slot={slot} />;
}
