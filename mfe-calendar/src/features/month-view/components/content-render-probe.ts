/**
 * Where a browser test counts how often each booking's month content is drawn (to prove that an update
 * of one booking redraws that booking alone). The test puts the probe on the window before the page
 * loads; without it, drawing a booking costs one property read.
 */
interface BookingContentRenderProbe {
  record(bookingId: number): void;
}

declare global {
  interface Window {
    bookingContentRenderProbe?: BookingContentRenderProbe;
  }
}

export function recordBookingContentRender(bookingId: number): void {
  window.bookingContentRenderProbe?.record(bookingId);
}
