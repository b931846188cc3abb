import { EMBED_HEIGHT_MESSAGE } from '@booking-portal/api/contract';
import { reportHeightChanges } from '../height-reporter';

/** jsdom has no layout and no ResizeObserver: this one lets the test say when the content resized. */
class FakeResizeObserver {
  static current: FakeResizeObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.current = this;
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  resize(): void {
    this.callback();
  }
}

describe('the iframe page reports its height (schedule-frame.html)', () => {
  beforeAll(() => {
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  });

  it('when the content height changes, then the parent is told the new height, once per change', () => {
    const content = document.createElement('main');
    let height = 800;
    content.getBoundingClientRect = () => ({ height }) as DOMRect;
    const parent = { postMessage: jest.fn() };

    const stop = reportHeightChanges(content, parent as unknown as Window);
    FakeResizeObserver.current?.resize();
    height = 1200.4;
    FakeResizeObserver.current?.resize();

    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: EMBED_HEIGHT_MESSAGE, height: 800 }, '*'],
      [{ type: EMBED_HEIGHT_MESSAGE, height: 1201 }, '*'],
    ]);
    stop();
    expect(FakeResizeObserver.current?.disconnected).toBe(true);
  });
});
