/**
 * jsdom has no layout, so no `matchMedia`. This fake answers width queries from a width the test sets,
 * and notifies listeners when it changes, as a resize would.
 */
type Listener = (event: MediaQueryListEvent) => void;

let viewportWidth = 1280;
const queries = new Set<{ media: string; listeners: Set<Listener> }>();

function matchesWidth(media: string, width: number): boolean {
  const max = /max-width:\s*(\d+)px/.exec(media);
  const min = /min-width:\s*(\d+)px/.exec(media);
  if (max?.[1] !== undefined && width > Number(max[1])) return false;
  if (min?.[1] !== undefined && width < Number(min[1])) return false;
  return max !== null || min !== null;
}

function fakeMatchMedia(media: string): MediaQueryList {
  const entry = { media, listeners: new Set<Listener>() };
  queries.add(entry);
  const list = {
    media,
    get matches() {
      return matchesWidth(media, viewportWidth);
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
    addListener: (listener: Listener) => entry.listeners.add(listener),
    removeListener: (listener: Listener) => entry.listeners.delete(listener),
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

export function installViewport(): void {
  viewportWidth = 1280;
  queries.clear();
  window.matchMedia = fakeMatchMedia;
}

/** Sets the viewport width and tells every media-query listener, as a resize does. */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
  for (const entry of queries) {
    const event = { matches: matchesWidth(entry.media, width), media: entry.media } as MediaQueryListEvent;
    for (const listener of entry.listeners) listener(event);
  }
}
