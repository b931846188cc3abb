import { createServer } from 'node:http';
import { rmSync } from 'node:fs';

const MAX_BODY_BYTES = 4096;

function readBody(request) {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      text += chunk;
      if (text.length > MAX_BODY_BYTES) reject(new Error('request too large'));
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/**
 * The running stack's control socket (a Unix socket in the stack's own directory, readable by its
 * user only): how `npm run stack:release` tells the supervisor about a new build. POST /release
 * with `{ apiRoot, contract, rollback }` answers with the release's progress, line by line, and a
 * last line "release finished" or "release FAILED: why". One release at a time.
 */
export async function startControlSocket(socketPath, { release, log }) {
  rmSync(socketPath, { force: true });
  let busy = false;
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/release') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('unknown command\n');
      return;
    }
    if (busy) {
      response.writeHead(409, { 'Content-Type': 'text/plain' }).end('release FAILED: a release is running\n');
      return;
    }
    busy = true;
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    const say = (line) => {
      log(line);
      response.write(`${line}\n`);
    };
    try {
      const { apiRoot, contract = false, rollback = false } = JSON.parse(await readBody(request));
      if (typeof apiRoot !== 'string') throw new Error('apiRoot must name a directory');
      await release({ apiRoot, contract: contract === true, rollback: rollback === true, log: say });
      response.end('release finished\n');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`release FAILED: ${reason}`);
      response.end(`release FAILED: ${reason}\n`);
    } finally {
      busy = false;
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    // Only the stack's user may release: the socket is created with no access for others.
    const previousMask = process.umask(0o077);
    server.listen(socketPath, () => {
      process.umask(previousMask);
      resolve();
    });
  });
  return server;
}
