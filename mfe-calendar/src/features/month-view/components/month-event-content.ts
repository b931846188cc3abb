import {
  Component,
  createElement,
  Fragment,
  type ComponentChildren,
  type VNode,
} from '@fullcalendar/core/preact';
import { timeLabel, type BookingDto } from '@booking-portal/api/contract';
import { bookingName, instrumentIconsOf } from '../../booking-presentation';
import {
  CLOSURE_CLASS,
  dismissTooltipOnEscape,
  restoreTooltip,
  VENUE_CLOSED_CLASS,
  VENUE_CLOSED_MARK,
} from '../../closures';
import type { MonthClosureProps } from '../month-closures';
import { recordBookingContentRender } from './content-render-probe';

/*
 * What the month grid draws inside FullCalendar's event and day-cell elements, built with FullCalendar's
 * own Preact (the `createElement` it also hands its content callbacks) rather than React. React content
 * goes through one portal per event and per day cell, each with its own set of event listeners, and
 * arrives only after FullCalendar has measured its rows, so FullCalendar then measures and redraws the
 * whole grid again. Drawn by FullCalendar itself, the content is there when the rows are measured.
 */

/**
 * Controls inside an event carry this attribute: FullCalendar's own click handling sees their clicks
 * too, so the month view skips eventClick for them.
 */
export const BOOKING_CONTROL_ATTRIBUTE = 'data-booking-control';

/**
 * The class names of the content's parts; MonthGridFrame styles them. A booking's two lines (its title,
 * then its details and controls) sit directly in FullCalendar's own content element (.fc-event-main).
 */
export const MONTH_CONTENT_CLASS = {
  title: 'month-booking-title',
  details: 'month-booking-details',
  time: 'month-booking-time',
  pendingTag: 'month-booking-pending-tag',
  icons: 'month-booking-icons',
  button: 'month-booking-button',
  moreLink: 'month-more-link',
  dot: 'month-booking-dot',
} as const;

export interface MonthBookingContentProps {
  booking: BookingDto;
  canWrite: boolean;
  editMode: boolean;
  selected: boolean;
  onToggleSelected: (booking: BookingDto) => void;
  /** Dragging is allowed (docs/PRODUCT.md section 4), so its keyboard way, Move, shows too. */
  canMove: boolean;
  /** The keyboard way of a drag: opens the move dialog. */
  onMove: (booking: BookingDto) => void;
  /** The per-booking menu (writers, outside edit mode). */
  onOpenMenu: (booking: BookingDto) => void;
  /** 'Venue closed: {reasons}' when a closure covers the booking; absent or null otherwise. */
  venueClosed?: string | null;
}

/**
 * FullCalendar makes the whole event a keyboard control: its keydown handler takes Enter and Space,
 * cancels them (so a focused button or checkbox inside is never pressed) and reports a click on the
 * event. A control inside keeps its own Enter and Space by not letting them reach the event.
 */
function keepOwnKeys(event: KeyboardEvent): void {
  if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
}

const CONTROL = { [BOOKING_CONTROL_ATTRIBUTE]: '', onKeyDown: keepOwnKeys };

type Attributes = Readonly<
  Record<string, string | boolean | (() => void) | ((event: KeyboardEvent) => void)>
>;

/** Preact's createElement for the elements drawn here (Preact 10.12's types know no aria-* attributes). */
function element(
  tag: 'span' | 'input' | 'button',
  attributes: Attributes | null,
  ...children: ComponentChildren[]
): VNode {
  return createElement(tag, attributes, ...children);
}

/** Up to 3 instrument icons then '+N': an image to screen readers, named by all the instruments. */
function instrumentIcons(booking: BookingDto): VNode | null {
  const { icons, hidden } = instrumentIconsOf(booking);
  if (icons.length === 0) return null;
  return element(
    'span',
    {
      className: MONTH_CONTENT_CLASS.icons,
      role: 'img',
      'aria-label': `Instruments: ${booking.performers.map(({ instrument }) => instrument).join(', ')}`,
    },
    ...icons.map(({ instrument, icon }, index) =>
      element('span', { key: `${instrument}-${index}`, 'aria-hidden': 'true' }, icon),
    ),
    hidden > 0 ? element('span', { 'aria-hidden': 'true' }, `+${hidden}`) : null,
  );
}

/**
 * One booking in a month cell, in two lines so the title leads at every width: the title (wrapping
 * rather than cut), then its time, a 'Pending' badge, up to 3 instrument icons then '+N', and the
 * controls. In edit mode it gets a selection checkbox and a Move button; outside it, writers get the
 * per-booking menu.
 */
export function monthBookingContent({
  booking,
  canWrite,
  editMode,
  selected,
  onToggleSelected,
  canMove,
  onMove,
  onOpenMenu,
  venueClosed = null,
}: MonthBookingContentProps): VNode {
  const name = bookingName(booking);
  return createElement(
    Fragment,
    null,
    element('span', { className: MONTH_CONTENT_CLASS.title }, booking.title),
    element(
      'span',
      { className: MONTH_CONTENT_CLASS.details },
      editMode && canWrite
        ? element('input', {
            ...CONTROL,
            type: 'checkbox',
            'aria-label': `Select ${name}`,
            checked: selected,
            onChange: () => onToggleSelected(booking),
            // Space toggles a checkbox; Enter does too here, as it presses every other control of the chip.
            onKeyDown: (event: KeyboardEvent) => {
              keepOwnKeys(event);
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onToggleSelected(booking);
            },
          })
        : null,
      element('span', { className: MONTH_CONTENT_CLASS.time }, timeLabel(booking.time)),
      booking.status === 'pending'
        ? element('span', { className: MONTH_CONTENT_CLASS.pendingTag }, 'Pending')
        : null,
      venueClosed === null
        ? null
        : element(
            'span',
            { className: VENUE_CLOSED_CLASS, role: 'img', 'aria-label': venueClosed, title: venueClosed },
            element('span', { 'aria-hidden': 'true' }, VENUE_CLOSED_MARK),
          ),
      instrumentIcons(booking),
      canMove
        ? element(
            'button',
            {
              ...CONTROL,
              className: MONTH_CONTENT_CLASS.button,
              'aria-label': `Move ${name}`,
              onClick: () => onMove(booking),
            },
            'Move',
          )
        : null,
      canWrite && !editMode
        ? element(
            'button',
            {
              ...CONTROL,
              className: MONTH_CONTENT_CLASS.button,
              'aria-label': `Actions for ${name}`,
              'aria-haspopup': 'dialog',
              onClick: () => onOpenMenu(booking),
            },
            '⋯',
          )
        : null,
    ),
  );
}

function sameProps(first: MonthBookingContentProps, second: MonthBookingContentProps): boolean {
  const keys = Object.keys(first) as (keyof MonthBookingContentProps)[];
  return (
    keys.length === Object.keys(second).length && keys.every((key) => Object.is(first[key], second[key]))
  );
}

/**
 * A booking's content as a component that draws again only when its props change: FullCalendar calls
 * eventContent for every event of the grid whenever its events change, and a booking that stayed the
 * same object (the month view keeps unchanged events, useKeptEvents) is then left as it is.
 */
class MonthBookingContent extends Component<MonthBookingContentProps> {
  override shouldComponentUpdate(next: MonthBookingContentProps): boolean {
    return !sameProps(this.props, next);
  }

  override render(): VNode {
    recordBookingContentRender(this.props.booking.id);
    return monthBookingContent(this.props);
  }
}

/** One booking's content in a month cell, drawn again only when what it shows changes. */
export function monthBookingElement(props: MonthBookingContentProps): VNode {
  return createElement(MonthBookingContent, props);
}

/** A cell's '+N more': the whole entry is clickable (it opens the day), so this only styles the text. */
export function moreLinkContent(text: string): VNode {
  return element('span', { className: MONTH_CONTENT_CLASS.moreLink }, text);
}

/** A day cell's number, then a dot when the day has bookings (hidden from screen readers). */
export function dayCellContent(dayNumberText: string, hasBookings: boolean): VNode {
  return createElement(
    Fragment,
    null,
    dayNumberText,
    hasBookings
      ? element('span', {
          className: MONTH_CONTENT_CLASS.dot,
          'aria-hidden': 'true',
          'data-testid': 'booking-dot',
        })
      : null,
  );
}

/**
 * A closed day's mark, drawn in its shaded background event: a button that opens the day, described
 * by a tooltip with the day's closures (shown on hover and keyboard focus, MonthGridFrame).
 */
export function closureMarkContent(
  { closedOn, label, text }: MonthClosureProps,
  onOpenDay: (date: string) => void,
): VNode {
  const tooltipId = `closure-tooltip-${closedOn}`;
  return createElement(
    Fragment,
    null,
    element(
      'button',
      {
        type: 'button',
        className: CLOSURE_CLASS.mark,
        'aria-describedby': tooltipId,
        onClick: () => onOpenDay(closedOn),
        onKeyDown: dismissTooltipOnEscape,
        onBlur: restoreTooltip,
        onMouseLeave: restoreTooltip,
      },
      label,
    ),
    element('span', { id: tooltipId, role: 'tooltip', className: CLOSURE_CLASS.tooltip }, text),
  );
}
