/**
 * Where the public schedule's embeds live: a resort's own site loads them from the portal.
 * mfe-public's build writes them to mfe-public/dist/embed.
 */
export const EMBED_PREFIX = '/embed';
/** The iframe page: the only portal page another site may frame (EMBED_ALLOWED_ORIGINS). */
export const EMBED_FRAME_PATH = '/embed/schedule';
export const EMBED_BUILD_DIRECTORY = 'mfe-public/dist/embed';
export const EMBED_FRAME_FILE = 'schedule-frame.html';
/**
 * The scripts a resort's page names in its HTML: their names never change, so they are cached
 * briefly and a redeploy reaches every site within that time.
 */
export const EMBED_FIXED_SCRIPTS: readonly string[] = ['booking-schedule.js', 'frame-resizer.js'];
