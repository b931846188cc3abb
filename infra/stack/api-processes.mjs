import { join } from 'node:path';
import { startNamedProcess } from './child-process.mjs';

/**
 * One API replica: the production build as its own process on a loopback port, with its own
 * metrics port and name (X-Served-By), behind nginx (TRUST_PROXY), sharing only the database.
 */
export function startApiProcess({ root, instanceId, port, metricsPort, env }) {
  return startNamedProcess(instanceId, process.execPath, [join(root, 'api/dist/main.js')], {
    cwd: root,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      INSTANCE_ID: instanceId,
      TRUST_PROXY: 'true',
    },
  });
}
