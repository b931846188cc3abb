#!/usr/bin/env node
/**
 * `npm run stack`: the scale-out layout of docs/ARCHITECTURE.md section 2 on this machine, without Docker, from
 * Debian's packages, in the shape of infra/compose/compose.yaml and from the same nginx templates:
 * a migration step, two API processes on one PostgreSQL database, the shell and each remote on a
 * static nginx server of its own (infra/docker/web.nginx.conf.template), nginx in front of the API
 * processes and the shell (infra/nginx/portal.conf.template), and Prometheus scraping both API
 * processes, and maildev receiving the mail of both (unless SMTP_URL names a mail server). `--help` lists options; `--backup-restore-check` tests pg_dump and pg_restore on the
 * stack's database instead. While it runs, `npm run stack:release` replaces the API processes with
 * another build through its control socket (rolling-release.mjs).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiProcess } from './api-processes.mjs';
import { startControlSocket } from './control-socket.mjs';
import { createTrafficProbe } from './nginx-traffic.mjs';
import { createReplicaSet, slotName } from './replica-set.mjs';
import { rollingRelease } from './rolling-release.mjs';
import { startNamedProcess } from './child-process.mjs';
import { checkBackupRestore } from './backup-restore-check.mjs';
import { dropDatabase, ensureDatabase, migrateAndSeed } from './database.mjs';
import { ensureBuild } from '../local/ensure-build.mjs';
import { inboxHealthUrl, maildevArguments } from '../local/mail-catcher.mjs';
import { assertPortsFree } from './free-ports.mjs';
import { findBinary, STACK_BINARIES } from './binaries.mjs';
import { reloadPortalUpstream, startNginx, writePortalNginx, writeStaticNginx } from './nginx.mjs';
import { reloadPrometheus, startPrometheus, writePrometheusConfig } from './prometheus.mjs';
import { databaseUrlOf, readStackOptions, stackPorts, USAGE } from './stack-options.mjs';
import { waitForHttpOk } from './wait-for.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const START_TIMEOUT_MS = 90_000;
const SHELL_DIRECTORY = 'shell/dist';
const REMOTES = [
  { name: 'calendar', federationName: 'mfe_calendar', directory: 'mfe-calendar/dist' },
  { name: 'admin', federationName: 'mfe_admin', directory: 'mfe-admin/dist' },
  { name: 'public', federationName: 'mfe_public', directory: 'mfe-public/dist' },
];

const log = (line) => console.log(`[stack] ${line}`);

let options;
try {
  options = readStackOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (options.backupRestoreCheck) {
  try {
    await checkBackupRestore({ serverUrl: options.serverUrl, database: options.database, log });
    process.exit(0);
  } catch (error) {
    console.error(`[stack] backup and restore check FAILED: ${error.message}`);
    process.exit(1);
  }
}

const ports = stackPorts(options.basePort);
const portalOrigin = `http://localhost:${ports.portal}`;
const remotes = REMOTES.map((remote) => ({
  ...remote,
  port: ports.remotes[remote.name],
  origin: `http://localhost:${ports.remotes[remote.name]}`,
  directory: join(root, remote.directory),
}));
const shellServer = `http://127.0.0.1:${ports.shell}`;
const directory = mkdtempSync(join(tmpdir(), 'bp-stack-'));
const databaseUrl = databaseUrlOf(options.serverUrl, options.database);
/**
 * Started processes other than the API's, stopped in reverse order: nginx first, so nothing new
 * reaches a stopping replica, then the API processes, then what they use.
 */
const running = [];
/** The API processes, as the supervisor knows them now (a release replaces them). */
const replicas = createReplicaSet();
let stopping = false;
/** Until then an exit is a failed start, reported by the wait that was under way. */
let started = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  const stopOrder = [...running].reverse();
  // nginx and Prometheus first, then every API process at once, then maildev.
  const firstApiUser = stopOrder.findIndex((child) => child.name === 'maildev');
  const beforeApis = firstApiUser < 0 ? stopOrder : stopOrder.slice(0, firstApiUser);
  for (const child of beforeApis) await child.stop('SIGTERM');
  await Promise.all(replicas.members().map((member) => member.process.stop('SIGTERM')));
  for (const child of stopOrder.slice(beforeApis.length)) await child.stop('SIGTERM');
  if (options.freshDatabase) await dropDatabase(options.serverUrl, options.database).catch(() => undefined);
  rmSync(directory, { recursive: true, force: true });
  rmSync(options.stateFile, { force: true });
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

/**
 * A replica that dies leaves the others serving; nginx or Prometheus dying ends the stack. A replica
 * a release retired is no longer a member: its exit is the release's doing.
 */
function watch(child, { essential, member = null }) {
  void child.exited.then(() => {
    if (stopping) return;
    if (member !== null && !replicas.has(member)) return;
    if (!started) {
      console.error(`[stack] ${child.name} ${child.describeExit()} during start-up`);
      return;
    }
    if (essential) {
      console.error(`[stack] ${child.name} ${child.describeExit()}: stopping the stack`);
      void stop(1);
      return;
    }
    const serving = replicas.serving().map((other) => `${other.name} at ${other.address}`);
    if (serving.length === 0) {
      console.error(`[stack] ${child.name} ${child.describeExit()}, and no API process is left: stopping`);
      void stop(1);
      return;
    }
    console.warn(
      `[stack] ${child.name} ${child.describeExit()}; nginx keeps serving from ${serving.join(', ')}`,
    );
  });
}

function smtpServerOf(url) {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

function startLine(child, url) {
  return waitForHttpOk(url, { timeoutMs: START_TIMEOUT_MS, stillWorthWaiting: child.describeExit });
}

try {
  for (const binary of Object.keys(STACK_BINARIES)) findBinary(binary);
  await assertPortsFree([
    ports.portal,
    ...ports.apis,
    ...Object.values(ports.remotes),
    ports.shell,
    ...(process.env.SMTP_URL ? [] : [ports.smtp, ports.mailInbox]),
    ports.prometheus,
    ...ports.metrics,
    ...ports.apiAlternates,
    ...ports.metricsAlternates,
  ]);
  ensureBuild(root, log);
  const sessionSecret = process.env.SESSION_SECRET ?? randomBytes(32).toString('hex');
  const remoteOrigins = remotes.map((remote) => remote.origin);
  const apiEnvironment = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: sessionSecret,
    PUBLIC_ORIGIN: portalOrigin,
    // The API answers /embed/* from mfe-public/dist/embed under WEB_ROOT.
    WEB_ROOT: root,
    SEED_DEMO: 'never',
    REMOTES_MANIFEST: join(directory, 'remotes.json'),
    // The shell loads each remote's code from the remote's own origin: the CSP must allow it.
    REMOTE_ORIGINS: remoteOrigins.join(','),
  };

  // Production refuses to start without SMTP_URL: unless one is given, both replicas send to maildev.
  let mailInbox = null;
  if (!process.env.SMTP_URL) {
    const maildev = startNamedProcess(
      'maildev',
      process.execPath,
      maildevArguments({ smtpPort: ports.smtp, inboxPort: ports.mailInbox }),
      { cwd: root },
    );
    running.push(maildev);
    watch(maildev, { essential: true });
    mailInbox = `http://localhost:${ports.mailInbox}`;
    await startLine(maildev, inboxHealthUrl(`http://127.0.0.1:${ports.mailInbox}`));
    apiEnvironment.SMTP_URL = `smtp://127.0.0.1:${ports.smtp}`;
  }

  const created = await ensureDatabase(options.serverUrl, options.database);
  log(
    `${created ? 'created' : 'reusing'} database ${options.database}; migrating and seeding (a one-off job)`,
  );
  migrateAndSeed(root, databaseUrl, apiEnvironment);

  const manifest = Object.fromEntries(
    remotes.map((remote) => [remote.federationName, `${remote.origin}/mf-manifest.json`]),
  );
  writeFileSync(apiEnvironment.REMOTES_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);

  /** Each slot's two places: a release starts the successor on the one its process does not use. */
  const placesOf = (slot) => [
    { port: ports.apis[slot], metricsPort: ports.metrics[slot] },
    { port: ports.apiAlternates[slot], metricsPort: ports.metricsAlternates[slot] },
  ];
  const startReplica = async (slot, apiRoot) => {
    const taken = replicas.inSlot(slot).filter((member) => member.process.exit() === null);
    const place = placesOf(slot).find((candidate) => !taken.some((member) => member.port === candidate.port));
    if (!place) throw new Error(`${slotName(slot)} has no free place: a release is already under way`);
    // A process the stack no longer counts (a failed release's) must not answer in the new one's place.
    await assertPortsFree([place.port, place.metricsPort]);
    const name = slotName(slot);
    const child = startApiProcess({
      apiRoot,
      instanceId: name,
      port: place.port,
      metricsPort: place.metricsPort,
      env: apiEnvironment,
    });
    const member = { slot, name, apiRoot, ...place, address: `127.0.0.1:${place.port}`, process: child };
    watch(child, { essential: false, member });
    return member;
  };
  const slots = ports.apis.map((_, slot) => slot);
  for (const slot of slots) replicas.add(await startReplica(slot, root));

  const staticServers = [
    {
      name: 'shell',
      port: ports.shell,
      siteRoot: join(root, SHELL_DIRECTORY),
      probe: `${shellServer}/healthz`,
    },
    ...remotes.map((remote) => ({
      name: remote.name,
      port: remote.port,
      siteRoot: remote.directory,
      probe: `${remote.origin}/mf-manifest.json`,
    })),
  ].map((server) => {
    const config = writeStaticNginx({
      root,
      directory: join(directory, 'nginx', server.name),
      port: server.port,
      siteRoot: server.siteRoot,
      remoteOrigins,
    });
    const nginx = startNginx(`nginx ${server.name}`, config);
    running.push(nginx);
    watch(nginx, { essential: true });
    return { ...server, nginx };
  });
  const untilReady = (member) => startLine(member.process, `http://127.0.0.1:${member.port}/readyz`);
  await Promise.all([
    ...replicas.members().map(untilReady),
    ...staticServers.map((server) => startLine(server.nginx, server.probe)),
  ]);

  // Last of the servers and first to stop: nothing reaches the others before they are up.
  const portalConfig = writePortalNginx({
    root,
    directory: join(directory, 'nginx', 'portal'),
    port: ports.portal,
    apiAddresses: replicas.addresses(),
    shellPort: ports.shell,
  });
  const portal = startNginx('nginx portal', portalConfig);
  running.push(portal);
  watch(portal, { essential: true });
  await startLine(portal, `${portalOrigin}/readyz`);
  await startLine(portal, `${portalOrigin}/login`);

  const writeTargets = () =>
    writePrometheusConfig({
      root,
      directory: join(directory, 'prometheus'),
      targets: replicas
        .members()
        .map((member) => ({ address: `127.0.0.1:${member.metricsPort}`, replica: member.name })),
    });
  const prometheusConfig = writeTargets();
  const prometheus = startPrometheus({
    configFile: prometheusConfig.configFile,
    directory: join(directory, 'prometheus'),
    port: ports.prometheus,
  });
  running.splice(running.indexOf(portal), 0, prometheus);
  watch(prometheus, { essential: true });
  const prometheusUrl = `http://127.0.0.1:${ports.prometheus}`;
  await startLine(prometheus, `${prometheusUrl}/-/ready`);

  const controlSocket = join(directory, 'control.sock');
  const stateNow = () => ({
    portal: portalOrigin,
    database: options.database,
    databaseUrl,
    apis: replicas.members().map((member) => ({
      instanceId: member.name,
      pid: member.process.child.pid,
      url: `http://127.0.0.1:${member.port}`,
      metrics: `http://127.0.0.1:${member.metricsPort}/metrics`,
      build: member.apiRoot,
    })),
    shell: shellServer,
    remotes: Object.fromEntries(remotes.map((remote) => [remote.name, remote.origin])),
    prometheus: prometheusUrl,
    alertRules: prometheusConfig.ruleFile,
    // Where the replicas send mail, without credentials, and maildev's inbox (null with an SMTP_URL given).
    mail: { smtp: smtpServerOf(apiEnvironment.SMTP_URL), inbox: mailInbox },
    nginxAccessLog: portalConfig.accessLog,
    // Where `npm run stack:release` reaches the supervisor.
    control: controlSocket,
  });
  const writeState = () => writeFileSync(options.stateFile, `${JSON.stringify(stateNow(), null, 2)}\n`);
  const releaseStack = {
    slots,
    replicas,
    apiEnvironment,
    startReplica,
    untilReady,
    traffic: createTrafficProbe({ portalOrigin, accessLog: portalConfig.accessLog }),
    pointNginxAtReplicas: () => reloadPortalUpstream(portal, portalConfig, replicas.addresses()),
    pointPrometheusAtReplicas: () => {
      writeTargets();
      reloadPrometheus(prometheus);
    },
    writeState,
  };
  await startControlSocket(controlSocket, {
    log: (line) => log(`release: ${line}`),
    release: (request) => rollingRelease({ ...request, stack: releaseStack }),
  });
  const state = stateNow();
  writeState();
  started = true;

  console.log(`
Booking Portal stack ready
  portal (nginx)     ${portalOrigin}   (demo accounts in the README, password Portal-demo-1)
${state.apis.map((api) => `  ${api.instanceId.padEnd(17)}  ${api.url}   metrics ${api.metrics}`).join('\n')}
  shell (static)     ${shellServer}
${remotes.map((remote) => `  remote ${remote.name.padEnd(10)}  ${remote.origin}/mf-manifest.json`).join('\n')}
  Prometheus         ${prometheusUrl}/targets   rules ${state.alertRules}
  mail               ${mailInbox ? `inbox ${mailInbox}   SMTP ${state.mail.smtp} (maildev)` : `SMTP ${state.mail.smtp}`}
  database           ${databaseUrl}${options.freshDatabase ? '   (dropped on stop)' : ''}
  nginx access log   ${portalConfig.accessLog}
  state              ${options.stateFile}
Release the API with npm run stack:release${options.basePort === 8280 ? '' : ` -- --base-port ${options.basePort}`}. Stop with Ctrl-C.`);
} catch (error) {
  console.error(`[stack] could not start: ${error.message}`);
  await stop(1);
}
