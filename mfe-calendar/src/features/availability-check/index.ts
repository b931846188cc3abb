/**
 * The live availability check of the booking dialogs (its endpoint is the bookings feature's): one
 * GET /api/availability (compact) for every performer on every chosen date once the slot is complete, the picker's per-performer marks, the venue's closures,
 * and which chosen dates have a problem.
 */
export { durationOfTimes, slotQueryOf, type AvailabilitySlot } from './availability-slot';
export {
  closureProblemsOf,
  datedClosureProblemsOf,
  dateProblemsOf,
  FREE_MARK,
  performerMarksOf,
  type NamedPerformer,
} from './availability-marks';
export {
  AVAILABILITY_CHECK_DELAY_MS,
  useAvailabilityCheck,
  type AvailabilityCheck,
} from './hooks/use-availability-check';
export { AvailabilityMark } from './components/availability-mark';
export { AvailabilityNote } from './components/availability-note';
export { DateAvailabilityList } from './components/date-availability-list';
