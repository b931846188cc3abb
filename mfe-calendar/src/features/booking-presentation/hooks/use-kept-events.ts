import { useMemo, useState } from 'react';
import type { EventInput } from '@fullcalendar/react';
import { createEventKeeper } from '../kept-events';

/**
 * `events` as this calendar hands them to FullCalendar: the unchanged ones (by id and content) keep
 * the object shown before, and an unchanged set keeps its array (see keepUnchangedEvents).
 */
export function useKeptEvents(events: readonly EventInput[]): EventInput[] {
  const [keep] = useState(createEventKeeper);
  return useMemo(() => keep(events), [keep, events]);
}
