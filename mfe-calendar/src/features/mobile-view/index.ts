export { MobileCalendar, type MobileCalendarProps } from './components/mobile-calendar';
