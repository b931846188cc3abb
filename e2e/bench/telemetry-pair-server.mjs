/**
 * One process serving the production build twice, from the same code and the same database: with the
 * HTTP telemetry off on OFF_PORT and on on ON_PORT (TELEMETRY_HTTP, the one difference). Two processes
 * differ by their JIT and memory layout by more than the telemetry costs; in one process both sides
 * run the very same compiled code, so what one side counts more than the other is the telemetry's.
 *
 *   DATABASE_URL=... OFF_PORT=8296 ON_PORT=8298 node e2e/bench/telemetry-pair-server.mjs
 *
 * Ends on SIGTERM, writing what the performance log still holds.
 */
import http from 'node:http';
import { createApp } from '../../api/dist/app.js';
import { loadConfig } from '../../api/dist/platform/config/index.js';
import { databaseTargetFromConfig, openDatabase } from '../../api/dist/platform/db/index.js';
import { createLogger } from '../../api/dist/platform/logger/index.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = openDatabase(databaseTargetFromConfig(config), logger);
const sides = [
  { telemetryHttp: false, port: Number(process.env.OFF_PORT) },
  { telemetryHttp: true, port: Number(process.env.ON_PORT) },
];

const running = sides.map(({ telemetryHttp, port }) => {
  const portal = createApp({ config: { ...config, telemetryHttp }, logger, database });
  const server = http.createServer(portal.app.callback()).listen(port, config.host);
  return { portal, server };
});

process.once('SIGTERM', async () => {
  for (const { server } of running) server.close();
  for (const { portal } of running) await portal.close();
  await database.close();
  process.exit(0);
});
