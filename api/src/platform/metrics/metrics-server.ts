import http from 'node:http';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger';

export interface MetricsServer {
  /** The port actually bound (useful when asked for port 0). */
  port: number;
  close(): Promise<void>;
}

export interface MetricsServerOptions {
  port: number;
  host: string;
  logger: Logger;
}

/**
 * Serves the registry as Prometheus text at GET /metrics on its own port (loopback by default), so
 * the public port never exposes it. Anything else on this port is 404.
 */
export async function startMetricsServer(
  registry: Registry,
  options: MetricsServerOptions,
): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        options.logger.error({ err: error }, 'metrics collection failed');
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('metrics server has no TCP port');
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
