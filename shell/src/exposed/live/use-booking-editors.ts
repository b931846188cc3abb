import { useEffect, useMemo } from 'react';
import { sessionApi } from '../session/session.endpoints';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { presenceReceived, selectEditorsOf, type BookingEditor } from './presence.slice';
import { sendPresence } from './presence-requests';

/** How often an open booking says it is still open (the server forgets a dialog that stops saying so). */
export const PRESENCE_HEARTBEAT_MS = 20_000;

const NO_EDITORS: readonly BookingEditor[] = [];

/**
 * Who else has this booking open right now (for "Sam (Palm Cove) is editing"), never the reader.
 * While mounted with an id it tells the server the booking is open, every 20 s, and that it is closed
 * when unmounted, the id changes or the page goes away. Null (a new booking) tells nothing.
 */
export function useBookingEditors(bookingId: number | null): readonly BookingEditor[] {
  const dispatch = useAppDispatch();
  const readerId = useAppSelector((state) => sessionApi.endpoints.getSession.select()(state).data?.user.id);
  const editors = useAppSelector((state) => selectEditorsOf(state, bookingId));

  useEffect(() => {
    if (bookingId === null) return undefined;
    let open = true;
    const announce = () => {
      void sendPresence('POST', bookingId).then((presence) => {
        if (open && presence !== null) dispatch(presenceReceived(presence));
      });
    };
    const leave = () => void sendPresence('DELETE', bookingId);
    announce();
    const heartbeat = setInterval(announce, PRESENCE_HEARTBEAT_MS);
    window.addEventListener('pagehide', leave);
    return () => {
      open = false;
      clearInterval(heartbeat);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [bookingId, dispatch]);

  return useMemo(() => {
    if (bookingId === null) return NO_EDITORS;
    const others = editors.filter(({ userId }) => userId !== readerId);
    return others.length === editors.length ? editors : others;
  }, [bookingId, editors, readerId]);
}
