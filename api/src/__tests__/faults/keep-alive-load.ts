import http from 'node:http';

/** What one request of the keep-alive load came to. */
type KeepAliveOutcome =
  | { kind: 'answer'; status: number; connectionClose: boolean; reusedSocket: boolean }
  /** The connection was refused: nothing listens any more (a new connection after the drain began). */
  | { kind: 'refused' }
  /** The connection broke before a whole answer: what a drain must never do to a request. */
  | { kind: 'broken'; code: string; reusedSocket: boolean };

interface KeepAliveRecord {
  outcome: KeepAliveOutcome;
}

export interface KeepAliveLoad {
  readonly records: readonly KeepAliveRecord[];
  /** Resolves once every worker has stopped (each stops at its first refused connection). */
  finished: Promise<KeepAliveRecord[]>;
  /** Stops every worker now. */
  stop(): Promise<KeepAliveRecord[]>;
}

function getOnce(agent: http.Agent, baseUrl: string, path: string): Promise<KeepAliveOutcome> {
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}${path}`, { agent }, (response) => {
      response.resume();
      response.once('end', () =>
        resolve({
          kind: 'answer',
          status: response.statusCode ?? 0,
          connectionClose: /\bclose\b/i.test(response.headers.connection ?? ''),
          reusedSocket: request.reusedSocket,
        }),
      );
      response.once('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: 'broken', code: error.code ?? error.message, reusedSocket: request.reusedSocket }),
      );
    });
    request.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve({ kind: 'refused' });
      else resolve({ kind: 'broken', code: error.code ?? error.message, reusedSocket: request.reusedSocket });
    });
  });
}

/**
 * `connections` workers, each sending GET requests back to back through one keep-alive agent (as a
 * reverse proxy or a browser reuses its connections), with short random pauses so that some requests
 * meet a connection the moment it falls idle. A worker stops at its first refused connection.
 */
export function startKeepAliveLoad(
  baseUrl: string,
  paths: readonly string[],
  connections: number,
): KeepAliveLoad {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const records: KeepAliveRecord[] = [];
  let stopped = false;
  const worker = async (index: number): Promise<void> => {
    for (let sequence = 0; !stopped; sequence += 1) {
      const path = paths[(index + sequence) % paths.length] ?? '/healthz';
      const outcome = await getOnce(agent, baseUrl, path);
      records.push({ outcome });
      if (outcome.kind === 'refused') return;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    }
  };
  const finished = Promise.all(Array.from({ length: connections }, (_, index) => worker(index))).then(() => {
    agent.destroy();
    return records;
  });
  return {
    records,
    finished,
    async stop() {
      stopped = true;
      return finished;
    },
  };
}
