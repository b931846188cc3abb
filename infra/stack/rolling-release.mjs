import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { slotName } from './replica-set.mjs';

/** Longer than the API's own drain limit (10 s): a process that overruns it exits by itself first. */
const DRAIN_GRACE_MS = 20_000;

/** Runs a build's migration command as the release's one-off step, its output in the stack's log. */
function runMigrations({ apiRoot, env, contract, log }) {
  const args = [join(apiRoot, 'api/dist/cli/migrate.js'), ...(contract ? ['--contract'] : [])];
  return new Promise((resolve, reject) => {
    // Not spawnSync: the supervisor keeps relaying its processes' output (a full pipe would stall them).
    const child = spawn(process.execPath, args, { cwd: apiRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (text) => {
        for (const line of text.split('\n').filter(Boolean)) log(`  migrate: ${line}`);
      });
    }
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the migration step exited with code ${code}`)),
    );
  });
}

/**
 * Replaces every API process, one slot at a time, with one of the build in `apiRoot` (a directory
 * holding api/dist): start the new process on the slot's free place, wait for its /readyz, add it to
 * nginx's upstream and wait until nginx really sends it a probe, then take the old one out of the
 * upstream, wait until nginx sends it nothing, and only then SIGTERM it and let it drain. At no
 * moment has the upstream fewer serving processes than before the step.
 *
 * Before the first slot the new build's expand migrations run (never on a rollback: migrations only go
 * forward, and the expand rule keeps the previous release working on the newer schema); with
 * `contract`, its contract migrations run once every process is the new build.
 */
export async function rollingRelease({ apiRoot, contract, rollback, stack, log }) {
  if (!existsSync(join(apiRoot, 'api/dist/main.js'))) {
    throw new Error(`${apiRoot} holds no API build (api/dist/main.js): build it first`);
  }
  const started = Date.now();
  if (rollback) log('rollback: no migration step (the schema stays as the newer release left it)');
  else {
    log(`migrating with ${apiRoot} (expand steps only)`);
    await runMigrations({ apiRoot, env: stack.apiEnvironment, contract: false, log });
  }
  for (const slot of stack.slots) {
    const name = slotName(slot);
    const previous = stack.replicas.inSlot(slot);
    const successor = await stack.startReplica(slot, apiRoot);
    log(`${name}: started ${successor.address} (pid ${successor.process.child.pid}); waiting for /readyz`);
    try {
      await stack.untilReady(successor);
    } catch (error) {
      // The old process keeps its place: the stack is as it was before this slot.
      await successor.process.stop('SIGTERM', DRAIN_GRACE_MS);
      throw error;
    }
    stack.replicas.add(successor);
    stack.pointNginxAtReplicas();
    const probes = await stack.traffic.untilServedBy(successor.address);
    log(`${name}: nginx sends ${successor.address} traffic (${probes} probe(s))`);
    for (const old of previous) {
      stack.replicas.retire(old);
      stack.pointNginxAtReplicas();
      if (old.process.exit() === null) {
        let checked;
        try {
          checked = await stack.traffic.untilNotServedBy(old.address, stack.replicas.serving().length);
        } catch (error) {
          // Not known to be out of nginx: it goes back in and keeps serving beside its successor.
          stack.replicas.add(old);
          stack.pointNginxAtReplicas();
          throw error;
        }
        log(`${name}: nginx sends ${old.address} nothing (${checked} probe(s)); draining it`);
        const exit = await old.process.stop('SIGTERM', DRAIN_GRACE_MS);
        // The process is gone either way, and its successor serves: the release goes on, and says so.
        if (exit.code !== 0)
          log(`${name}: WARNING ${old.address} ended its drain ${old.process.describeExit()}, not cleanly`);
        else log(`${name}: ${old.address} drained and stopped`);
      } else log(`${name}: ${old.address} had already ${old.process.describeExit()}`);
    }
    stack.pointPrometheusAtReplicas();
    stack.writeState();
  }
  if (contract) {
    log(`every process runs ${apiRoot}: running its contract steps`);
    await runMigrations({ apiRoot, env: stack.apiEnvironment, contract: true, log });
  }
  log(`release finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
