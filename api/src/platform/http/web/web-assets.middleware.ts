import fs from 'node:fs';
import path from 'node:path';
import mount from 'koa-mount';
import serve from 'koa-static';
import { API_PATH_PREFIX, type AppMiddleware } from '../app-state';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { embedAssets } from './embed-assets.middleware';
import { EMBED_PREFIX } from './embed-paths';
import { PRECOMPRESSED_FILES, varyOnAcceptEncoding } from './precompressed';
import type { RemoteManifestSource } from './remote-manifest';
import { refuseSourceMaps } from './source-maps.middleware';

export interface WebAssetsOptions {
  /** Directory holding shell/dist, mfe-calendar/dist, mfe-admin/dist and mfe-public/dist. */
  webRoot: string;
  manifest: RemoteManifestSource;
}

/**
 * Where each remote's build is served from; the shell's is served at the root.
 *
 * @public Also read from the built API by the bundle benchmark (e2e/bench/bundle-origins.mjs), an import
 * of api/dist that knip does not follow.
 */
export const REMOTE_MOUNTS = [
  { prefix: '/remotes/calendar', directory: 'mfe-calendar/dist' },
  { prefix: '/remotes/admin', directory: 'mfe-admin/dist' },
  { prefix: '/remotes/public', directory: 'mfe-public/dist' },
] as const;

const FRONT_END_NOT_BUILT = 'The portal front end is not built. Run `npm run build`, then reload.';

function staticDirectory(directory: string, crossOrigin: boolean): AppMiddleware {
  return serve(directory, {
    index: 'index.html',
    ...PRECOMPRESSED_FILES,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      varyOnAcceptEncoding(res);
      if (crossOrigin) {
        // Remotes may be loaded by a shell or an embed on another origin (docs/ARCHITECTURE.md section 2).
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        res.setHeader('Access-Control-Allow-Origin', '*');
      }
    },
  });
}

function remoteManifest(source: RemoteManifestSource): AppMiddleware {
  return async (ctx, next) => {
    if (ctx.path !== '/remotes.json' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Cache-Control', NO_CACHE);
    ctx.body = await source.read();
  };
}

function isPageNavigation(method: string, requestPath: string, accept: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (requestPath === '/api' || requestPath.startsWith(API_PATH_PREFIX)) return false;
  if (requestPath === '/remotes' || requestPath.startsWith('/remotes/')) return false;
  if (requestPath === EMBED_PREFIX || requestPath.startsWith(`${EMBED_PREFIX}/`)) return false;
  return accept.includes('text/html');
}

/** Client-side routes (/users, /login, ...) all load the shell, which routes in the browser. */
function spaFallback(shellDirectory: string): AppMiddleware {
  const indexFile = path.join(shellDirectory, 'index.html');
  return async (ctx, next) => {
    if (!isPageNavigation(ctx.method, ctx.path, ctx.get('Accept'))) return next();
    ctx.set('Cache-Control', NO_CACHE);
    try {
      const stats = await fs.promises.stat(indexFile);
      ctx.type = 'html';
      ctx.length = stats.size;
      ctx.body = fs.createReadStream(indexFile);
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = FRONT_END_NOT_BUILT;
    }
  };
}

/**
 * Serves the built front end: the remote manifest, each remote under /remotes/<name>/, the public
 * schedule's embeds under /embed/, the shell at the root and the shell's index.html for client-side
 * routes, never the builds' source maps. Missing build directories only mean 404s (or 503 for pages),
 * never a crash. Returns the middleware in the order to mount them.
 */
export function webAssets(options: WebAssetsOptions): AppMiddleware[] {
  const shellDirectory = path.join(options.webRoot, 'shell', 'dist');
  return [
    refuseSourceMaps(),
    remoteManifest(options.manifest),
    ...REMOTE_MOUNTS.map(({ prefix, directory }) =>
      mount(prefix, staticDirectory(path.join(options.webRoot, directory), true)),
    ),
    ...embedAssets(options.webRoot),
    staticDirectory(shellDirectory, false),
    spaFallback(shellDirectory),
  ];
}
