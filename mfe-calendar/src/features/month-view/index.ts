export { MonthView, MONTH_DROP_MOVE_DELAY_MS } from './components/month-view';
export { MONTH_CELL_MAX_BOOKINGS } from './month-events';
