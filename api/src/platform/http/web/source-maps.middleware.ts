import type { AppMiddleware } from '../app-state';

/** A source map, or a compressed copy of one, however its name is cased. */
const SOURCE_MAP_FILE = /\.map(\.(br|gz))?$/i;

function decodedPath(requestPath: string): string | null {
  try {
    return decodeURIComponent(requestPath);
  } catch {
    return null;
  }
}

/**
 * The builds write source maps beside their scripts (the benchmark reads them from disk), but the
 * public origin does not serve them: they would publish the portal's sources. The static server
 * decodes the path before it looks for the file, so the decoded path is checked ('.js%2Emap').
 * Answered as the API's 404: nothing tells a stranger whether a map exists.
 */
export function refuseSourceMaps(): AppMiddleware {
  return async (ctx, next) => {
    const requested = decodedPath(ctx.path);
    if (requested !== null && SOURCE_MAP_FILE.test(requested)) return;
    await next();
  };
}
