import { EMBED_HEIGHT_MESSAGE } from '@booking-portal/api/contract';
import { listenForFrameHeights } from '../frame-heights';

const PORTAL = 'https://portal.example';

describe('frame-resizer.js (host page side of the iframe embed)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function frames(): [HTMLIFrameElement, HTMLIFrameElement] {
    document.body.innerHTML = '<iframe title="Schedule"></iframe><iframe title="Other"></iframe>';
    const [schedule, other] = Array.from(document.querySelectorAll('iframe'));
    if (schedule === undefined || other === undefined) throw new Error('no frames');
    return [schedule, other];
  }

  function post(data: unknown, origin: string, source: Window | null) {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  }

  it('when the portal frame reports its height, then only that iframe takes it', () => {
    const [schedule, other] = frames();
    stop = listenForFrameHeights(PORTAL);

    post({ type: EMBED_HEIGHT_MESSAGE, height: 1234.2 }, PORTAL, schedule.contentWindow);

    expect(schedule.style.height).toBe('1235px');
    expect(other.style.height).toBe('');
  });

  it('when a message comes from another origin or has another shape, then nothing changes', () => {
    const [schedule] = frames();
    stop = listenForFrameHeights(PORTAL);

    post({ type: EMBED_HEIGHT_MESSAGE, height: 500 }, 'https://evil.example', schedule.contentWindow);
    post({ type: 'something-else', height: 500 }, PORTAL, schedule.contentWindow);
    post({ type: EMBED_HEIGHT_MESSAGE, height: '500' }, PORTAL, schedule.contentWindow);

    expect(schedule.style.height).toBe('');
  });
});
