/**
 * schedule-frame.html's script: the public schedule full-width in an iframe served by the portal at
 * /embed/schedule, reporting its height to the host page (frame-resizer.js sets the iframe's height).
 */
import { createRoot } from 'react-dom/client';
import { createGlobalStyle } from 'styled-components';
import { PublicSchedule } from '../features/schedule/components/public-schedule';
import { reportHeightChanges } from './height-reporter';

const FrameStyle = createGlobalStyle`
  html,
  body {
    margin: 0;
    padding: 0;
  }
`;

const container = document.getElementById('schedule');
if (container === null) throw new Error('schedule-frame.html has no #schedule element');

createRoot(container).render(
  <>
    <FrameStyle />
    {/* Same origin as the API; the host page (the iframe's referrer) is the visit's referrer. */}
    <PublicSchedule apiBase="" referrer={document.referrer} />
  </>,
);

if (window.parent !== window) reportHeightChanges(container, window.parent);
