import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readSync, statSync } from 'node:fs';

/**
 * What nginx really does with traffic, read from its access log (the stack's `upstream` format names
 * the API process each request went to): open-source nginx has no active health check, so a process
 * that answers /readyz may still get no request, and one taken out of the upstream may still get
 * some until the reload has reached every worker. A probe is a request of the release's own,
 * GET /healthz?release-probe=<id>, found in the log by its id.
 */
const MAX_PROBES = 400;

function readFrom(file, offset) {
  const size = statSync(file).size;
  if (size <= offset) return { text: '', end: offset };
  const buffer = Buffer.alloc(size - offset);
  const descriptor = openSync(file, 'r');
  try {
    readSync(descriptor, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(descriptor);
  }
  return { text: buffer.toString('utf8'), end: size };
}

/** The API process that finally answered a logged request: the last of `upstream=a, b` (after retries). */
function upstreamOf(line) {
  const match = / upstream=(\S+(?:, \S+)*) upstream_status=/.exec(line);
  return match ? match[1].split(', ').at(-1) : null;
}

export function createTrafficProbe({ portalOrigin, accessLog }) {
  let offset = statSync(accessLog).size;

  /**
   * Sends one probe through nginx on a connection of its own (a reload closes the old workers' idle
   * connections, and a probe must not meet that); resolves to the API process that answered it.
   */
  async function probe() {
    const id = randomUUID();
    let response = null;
    for (let attempt = 1; response === null; attempt += 1) {
      try {
        response = await fetch(`${portalOrigin}/healthz?release-probe=${id}`, {
          headers: { connection: 'close' },
          signal: AbortSignal.timeout(5000),
        });
      } catch (error) {
        if (attempt === 3)
          throw new Error(`probes through nginx fail: ${error.cause?.message ?? error.message}`, {
            cause: error,
          });
      }
    }
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`a probe through nginx answered ${response.status}`);
    // nginx writes the line when the answer is complete; look until it is there.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { text, end } = readFrom(accessLog, offset);
      const line = text.split('\n').find((candidate) => candidate.includes(id));
      if (line) {
        // Lines before ours were read too: nothing later looks for them.
        offset = end;
        return upstreamOf(line);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`probe ${id} never appeared in ${accessLog}`);
  }

  return {
    /** Resolves once nginx has sent a probe to `address`: it is in the upstream and takes traffic. */
    async untilServedBy(address) {
      for (let sent = 1; sent <= MAX_PROBES; sent += 1) {
        if ((await probe()) === address) return sent;
      }
      throw new Error(`nginx sent none of ${MAX_PROBES} probes to ${address}`);
    },
    /**
     * Resolves once `address` got none of enough probes in a row that round robin over the
     * `remaining` processes would have reached it were it still in the upstream.
     */
    async untilNotServedBy(address, remaining) {
      const needed = 3 * remaining;
      let streak = 0;
      for (let sent = 1; sent <= MAX_PROBES; sent += 1) {
        streak = (await probe()) === address ? 0 : streak + 1;
        if (streak >= needed) return sent;
      }
      throw new Error(`nginx still sends probes to ${address} after ${MAX_PROBES}`);
    },
  };
}
