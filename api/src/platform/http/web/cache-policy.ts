import path from 'node:path';

/** Files whose names change with their content (webpack's [contenthash]) can be cached for a year. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|jpe?g|svg|webp|gif|ico|map)(\.(gz|br))?$/i;

export const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Embed scripts other sites reference by a fixed name: five minutes, so a redeploy spreads quickly. */
export const EMBED_SCRIPT_CACHE = 'public, max-age=300';

/** Entry points (index.html, remoteEntry.js, mf-manifest.json) must be revalidated so a redeploy is seen at once. */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}
