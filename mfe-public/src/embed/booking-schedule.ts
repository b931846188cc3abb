/**
 * booking-schedule.js: the host page adds
 *   <script src="https://portal.example/embed/booking-schedule.js" defer></script>
 *   <booking-portal-schedule></booking-portal-schedule>
 * and the schedule reads the API at the origin this script came from (or the element's api-base).
 */
import { defineScheduleElement } from './schedule-element';

/** Read while the script runs: document.currentScript is null once it has finished. */
function scriptOrigin(): string {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src !== '') return new URL(script.src).origin;
  return window.location.origin;
}

defineScheduleElement(scriptOrigin());
