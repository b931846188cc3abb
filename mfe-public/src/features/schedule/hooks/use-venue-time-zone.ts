import { useCallback, useEffect, useState } from 'react';
import { fetchPublicVenue } from '../public-schedule.api';

type VenueTimeZone =
  | { settled: false }
  /** timeZone null: the venue could not be read, so the device's clock stands in until a retry. */
  | { settled: true; timeZone: string | null };

export interface VenueTimeZoneRead {
  venue: VenueTimeZone;
  retry: () => void;
}

/** Reads the venue's time zone once (GET /api/public/venue), before the schedule is laid out on its days. */
export function useVenueTimeZone(apiBase: string): VenueTimeZoneRead {
  const [venue, setVenue] = useState<VenueTimeZone>({ settled: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchPublicVenue(apiBase, controller.signal).then(
      ({ timeZone }) => setVenue({ settled: true, timeZone }),
      () => {
        if (!controller.signal.aborted)
          setVenue((known) =>
            known.settled && known.timeZone !== null ? known : { settled: true, timeZone: null },
          );
      },
    );
    return () => controller.abort();
  }, [apiBase, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { venue, retry };
}
