/**
 * jsdom has no ResizeObserver, and FullCalendar 7 keeps an event hidden (visibility: hidden) until it
 * has measured where the event goes, so no role query would find a booking's controls. This one does
 * what a browser's does after observe(): it reports the element's size once (jsdom lays nothing out, so
 * that is 0 × 0, or what a test mocks), right after the code that observed it has run.
 */
class JsdomResizeObserver implements ResizeObserver {
  private readonly observed = new Set<Element>();

  constructor(private readonly callback: ResizeObserverCallback) {}

  observe(target: Element): void {
    this.observed.add(target);
    queueMicrotask(() => {
      if (!this.observed.has(target)) return;
      const box = target.getBoundingClientRect();
      const size = { inlineSize: box.width, blockSize: box.height };
      const entry: ResizeObserverEntry = {
        target,
        contentRect: box,
        borderBoxSize: [size],
        contentBoxSize: [size],
        devicePixelContentBoxSize: [size],
      };
      this.callback([entry], this);
    });
  }

  unobserve(target: Element): void {
    this.observed.delete(target);
  }

  disconnect(): void {
    this.observed.clear();
  }
}

window.ResizeObserver ??= JsdomResizeObserver;
