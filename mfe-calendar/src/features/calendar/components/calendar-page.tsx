import { Spinner, useSession } from '@booking-portal/shell/runtime';
import { CalendarScreen } from './calendar-screen';

/** The calendar screen at '/': waits for the session, then shows the signed-in user's calendar. */
export default function CalendarPage() {
  const { session } = useSession();
  if (session === null) return <Spinner centered />;
  return <CalendarScreen session={session} />;
}

// Loaded with the page by the remote's warm-up (expose/routes.tsx), so it costs no chunk of its own.
export { warmUpCalendar } from '../calendar-warm-up';
