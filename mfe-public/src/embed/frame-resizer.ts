/**
 * frame-resizer.js, for the host page of the iframe embed:
 *   <iframe src="https://portal.example/embed/schedule" title="Performance Schedule" style="width:100%;border:0"></iframe>
 *   <script src="https://portal.example/embed/frame-resizer.js" defer></script>
 * It listens for the schedule's height messages from the portal's origin (the origin of this script)
 * and sets the height of the iframe that sent each one. No React, no dependencies.
 */
import { listenForFrameHeights } from './frame-heights';

function portalOrigin(): string {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src !== '') return new URL(script.src).origin;
  return window.location.origin;
}

listenForFrameHeights(portalOrigin());
