/**
 * A stylesheet imported for its effect (FullCalendar's, booking-presentation/calendar-theme.ts): webpack's
 * CSS support puts it on the page; it exports nothing the code reads.
 */
declare module '*.css';
