/** The calendar's week view. */
export { WeekView, type WeekViewProps } from './components/week-view';
