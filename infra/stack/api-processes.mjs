import { join } from 'node:path';
import { startNamedProcess } from './child-process.mjs';

/**
 * One API replica: a production build (`apiRoot/api/dist/main.js`, this checkout's or a release's)
 * as its own process on a loopback port, with its own metrics port and name (X-Served-By), behind
 * nginx (TRUST_PROXY), sharing only the database. The stack migrates in a step of its own before
 * any replica starts (and a release before its replicas start), so a replica never migrates.
 */
export function startApiProcess({ apiRoot, instanceId, port, metricsPort, env }) {
  return startNamedProcess(instanceId, process.execPath, [join(apiRoot, 'api/dist/main.js')], {
    cwd: apiRoot,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      INSTANCE_ID: instanceId,
      TRUST_PROXY: 'true',
      MIGRATE_ON_START: 'false',
    },
  });
}
