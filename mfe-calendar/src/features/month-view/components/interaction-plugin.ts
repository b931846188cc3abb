import { useEffect, useState } from 'react';
import type { PluginInput } from '@fullcalendar/react';

/** The plugin once loaded: every month view after the first edit mode gets it at once. */
let loadedPlugin: PluginInput | null = null;

/**
 * FullCalendar's interaction plugin (about 9 KB gzip) is needed only to drag bookings, which only a
 * writer in edit mode does: it is loaded then, not with the calendar's first paint. Null until it
 * has arrived (dragging starts working a moment after edit mode opens).
 */
export function useInteractionPlugin(wanted: boolean): PluginInput | null {
  const [plugin, setPlugin] = useState<PluginInput | null>(loadedPlugin);
  useEffect(() => {
    if (!wanted || plugin !== null) return;
    let current = true;
    void import('@fullcalendar/react/interaction').then((module) => {
      loadedPlugin = module.default;
      if (current) setPlugin(module.default);
    });
    return () => {
      current = false;
    };
  }, [wanted, plugin]);
  return plugin;
}
