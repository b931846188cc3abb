/**
 * The live availability check of the booking dialogs (its endpoint is the bookings feature's): one
 * GET /api/availability (compact) for every performer on every chosen date once the slot is complete, the picker's per-performer marks, the venue's closures,
 * and which chosen dates have a problem.
 */
export { durationOfTimes, slotQueryOf, type AvailabilitySlot, type SlotQuery } from './availability-slot';
export {
  closureProblemsOf,
  datedClosureProblemsOf,
  dateProblemsOf,
  FREE_MARK,
  NO_FINDINGS,
  performerMarksOf,
  type AvailabilityFindings,
  type DatedClosedProblem,
  type DateProblems,
  type FindingsReader,
  type NamedPerformer,
  type PerformerMark,
  type PerformerMarkStatus,
} from './availability-marks';
export {
  AVAILABILITY_CHECK_DELAY_MS,
  useAvailabilityCheck,
  type AvailabilityCheck,
  type AvailabilityCheckState,
} from './hooks/use-availability-check';
export { AvailabilityMark } from './components/availability-mark';
export { AVAILABILITY_NOTES, AvailabilityNote, availabilityNoteOf } from './components/availability-note';
export {
  DATES_ALL_CLEAR,
  DATES_TITLE,
  DateAvailabilityList,
  type DateAvailabilityListProps,
} from './components/date-availability-list';
