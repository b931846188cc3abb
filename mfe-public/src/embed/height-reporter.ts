import { EMBED_HEIGHT_MESSAGE } from '@booking-portal/api/contract';

interface EmbedHeightMessage {
  type: typeof EMBED_HEIGHT_MESSAGE;
  height: number;
}

/**
 * Tells `target` (the host page) the height of `content` whenever it changes, so the host can size the
 * iframe to fit without a scroll bar. The height is no secret: any host origin may hear it.
 * Returns a function that stops reporting.
 */
export function reportHeightChanges(content: HTMLElement, target: Window): () => void {
  let lastHeight = -1;
  const report = () => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    const message: EmbedHeightMessage = { type: EMBED_HEIGHT_MESSAGE, height };
    target.postMessage(message, '*');
  };
  const observer = new ResizeObserver(report);
  observer.observe(content);
  report();
  return () => observer.disconnect();
}
