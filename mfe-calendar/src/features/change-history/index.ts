/**
 * The calendar's Undo on the server and a booking's History: the change-set endpoints, the edit bar's
 * Undo (n) with its 'Recent changes' list and the dialog of a refused undo, the History dialog, and
 * how one changed field reads ('Status: pending → confirmed'), for any list of a change's fields.
 */
export { useChangeSetUndo } from './hooks/use-change-set-undo';
export { UndoControls } from './components/undo-controls';
export { BookingHistoryDialog } from './components/booking-history-dialog';
