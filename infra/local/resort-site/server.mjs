#!/usr/bin/env node
/**
 * The demo "resort site": a one-page static site on a second origin that embeds the portal's public
 * schedule (issue 6), to see and test the embeds the way a resort's own website would use them.
 * `npm start` runs it on RESORT_SITE_PORT (8090); the browser tests run their own (e2e/serve-portal.mjs).
 * Run alone: PORTAL_ORIGIN=http://localhost:8080 RESORT_SITE_PORT=8090 node infra/local/resort-site/server.mjs
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PAGE_TEMPLATE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'index.html'), 'utf8');
export const DEFAULT_RESORT_SITE_PORT = 8090;

function originOf(value) {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`not a web origin: ${value}`);
  return url.origin;
}

const EMBEDS = ['script', 'frame'];
/** 'none' is the page without the schedule: the benchmarks' baseline for the embeds' cost. */
const EMBED_MODES = [...EMBEDS, 'none'];

/** The page with only one embed (or none): the others' marked blocks (<!-- frame-embed --> ...) are cut out. */
function pageWithOnly(page, mode) {
  return EMBEDS.filter((other) => other !== mode).reduce(
    (html, other) =>
      html.replace(
        new RegExp(`[ \\t]*<!-- ${other}-embed -->[\\s\\S]*?<!-- /${other}-embed -->\\n?`, 'g'),
        '',
      ),
    page,
  );
}

/**
 * Serves the page with the portal's origin substituted, at / with both embeds, at /?embed=script
 * or /?embed=frame with one, and at /?embed=none without any. Resolves to the listening server.
 * @param {{ port: number, portalOrigin: string, host?: string }} options
 */
export function startResortSite({ port, portalOrigin, host }) {
  const page = PAGE_TEMPLATE.replaceAll('%PORTAL_ORIGIN%', originOf(portalOrigin));
  const pages = new Map(EMBED_MODES.map((mode) => [mode, pageWithOnly(page, mode)]));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://resort.invalid');
    const path = url.pathname;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || (path !== '/' && path !== '/index.html')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    const body = pages.get(url.searchParams.get('embed') ?? '') ?? page;
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.RESORT_SITE_PORT ?? DEFAULT_RESORT_SITE_PORT);
  const portalOrigin = process.env.PORTAL_ORIGIN ?? 'http://localhost:8080';
  await startResortSite({ port, portalOrigin });
  console.log(
    `[resort-site] Palm Cove Beach Resort at http://localhost:${port} (schedule from ${portalOrigin})`,
  );
}
