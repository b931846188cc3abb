import { EMBED_HEIGHT_MESSAGE } from '@booking-portal/api/contract';

function heightOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== EMBED_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height)) return null;
  return Math.max(0, Math.ceil(height));
}

/**
 * Sets the height of the iframe whose window sent a schedule height message from `origin`; messages from
 * any other origin or of any other shape are ignored. Returns a function that stops listening.
 */
export function listenForFrameHeights(origin: string): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return;
    const height = heightOf(event.data);
    if (height === null) return;
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow === event.source) frame.style.height = `${height}px`;
    }
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
