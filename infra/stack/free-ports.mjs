import { createServer } from 'node:net';

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Refuses to start on a port that something already holds: the readiness probes would otherwise be
 * answered by whatever holds it (another stack), and the stack would look started when it is not.
 */
export async function assertPortsFree(ports) {
  const taken = [];
  for (const port of ports) if (!(await isFree(port))) taken.push(port);
  if (taken.length > 0) {
    throw new Error(
      `port(s) ${taken.join(', ')} already in use (another stack?); choose others with --base-port`,
    );
  }
}
