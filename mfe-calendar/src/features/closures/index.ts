/**
 * Venue closures on the calendar: each day's closed times of the visible range for the venues shown
 * (read by the bookings feature's listCalendarClosures), and how the views show them: the grids'
 * shaded background events with a 'Closed' mark and its tooltip, and a notice where a view lists a day;
 * a 'Venue closed' mark on each booking a closure covers.
 */
export {
  CLOSURES_FETCH_FAILED,
  closedDayText,
  closedDaysOf,
  closedMarkInSentence,
  closedMarkLabel,
  closedSpanText,
  closureRangeOf,
  NO_CLOSED_DAYS,
  type ClosedDays,
  type ClosedSpan,
} from './closed-days';
export { useVisibleClosures } from './hooks/use-visible-closures';
export {
  CLOSURE_CLASS,
  closureGridStyles,
  closureShade,
  isClosureMark,
  revealClosureMark,
} from './closure-mark';
export { ClosureMark } from './components/closure-mark';
export { ClosedNotice } from './components/closed-notice';
export { closuresCovering, VENUE_CLOSED_MARK, venueClosedText } from './covered-bookings';
export { CloseVenueButton } from './components/close-venue-button';
export {
  VENUE_CLOSED_CLASS,
  VenueClosedMark,
  venueClosedMarkClassStyles,
} from './components/venue-closed-mark';
