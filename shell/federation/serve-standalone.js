#!/usr/bin/env node
/**
 * Serves a remote's standalone harness (dist-standalone/) and forwards /api to a running portal API,
 * so the remote runs alone against real data on one origin (cookies and the API's Origin check work).
 *
 *   cd mfe-calendar && npm run build:standalone && npm run standalone -- --api http://localhost:8080 --port 4101
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const api = new URL(option('api', 'http://localhost:8080'));
const port = Number(option('port', '4100'));
const root = path.resolve(process.cwd(), 'dist-standalone');
const TYPES = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.map': 'application/json',
  '.txt': 'text/plain',
};

function forwardToApi(request, response) {
  const headers = { ...request.headers, host: api.host };
  // The API accepts state-changing calls from its own origin only; the harness speaks for it.
  if (headers.origin !== undefined) headers.origin = api.origin;
  const upstream = http.request(
    { hostname: api.hostname, port: api.port, path: request.url, method: request.method, headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    response.writeHead(502, { 'Content-Type': 'text/plain' });
    response.end(`The API at ${api.origin} is not reachable: ${error.message}`);
  });
  request.pipe(upstream);
}

function serveFile(request, response) {
  const requested = path.normalize(decodeURIComponent(new URL(request.url, 'http://harness').pathname));
  let file = path.join(root, requested);
  if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    file = path.join(root, 'index.html'); // client-side routes
  }
  response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(response);
}

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No harness build in ${root}: run \`npm run build:standalone\` first.`);
  process.exit(1);
}

http
  .createServer((request, response) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) forwardToApi(request, response);
    else serveFile(request, response);
  })
  .listen(port, () => console.log(`Harness on http://localhost:${port}, API ${api.origin}`));
