import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findBinary } from './binaries.mjs';
import { startNamedProcess } from './child-process.mjs';
import { withApiServers } from './portal-upstream.mjs';
import { renderTemplate } from './render-template.mjs';

const TEMPORARY_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
/** The static image's template listens and serves where the image puts them; the stack moves both. */
const WEB_IMAGE_LISTEN = 'listen 8080;';
const WEB_IMAGE_ROOT = 'root /usr/share/nginx/html;';

/**
 * The stack's own main nginx.conf around one rendered site: everything nginx writes (pid, logs,
 * temporary files) stays in the site's directory, so it runs beside any system nginx, and its
 * errors go to the stack's output.
 */
function mainConfig(directory, siteFile) {
  // Run by root, nginx would hand its workers to `nobody`, who may not read a checkout under /root.
  const workerUser = process.getuid?.() === 0 ? 'user root root;\n' : '';
  const temporaryPaths = TEMPORARY_PATHS.map(
    (name) => `    ${name}_temp_path ${join(directory, 'temp', name)};`,
  ).join('\n');
  return `# Written by infra/stack/start-stack.mjs for this run only.
${workerUser}worker_processes 1;
pid ${join(directory, 'nginx.pid')};
error_log stderr warn;

events {
    worker_connections 1024;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    log_format upstream '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                        'upstream=$upstream_addr upstream_status=$upstream_status '
                        'request_time=$request_time request_id=$request_id';
    access_log ${join(directory, 'access.log')} upstream;
${temporaryPaths}
    include ${siteFile};
}
`;
}

function writeSite(directory, siteText) {
  mkdirSync(join(directory, 'temp'), { recursive: true });
  const siteFile = join(directory, 'site.conf');
  writeFileSync(siteFile, siteText);
  const configFile = join(directory, 'nginx.conf');
  writeFileSync(configFile, mainConfig(directory, siteFile));
  return { directory, configFile, siteFile, accessLog: join(directory, 'access.log') };
}

function replaceOnce(text, from, to, file) {
  const parts = text.split(from);
  if (parts.length !== 2) {
    throw new Error(`${file} no longer holds "${from}" exactly once; update infra/stack/nginx.mjs to match`);
  }
  return parts.join(to);
}

/**
 * infra/nginx/portal.conf.template, the same file compose's nginx renders, with the upstream's API
 * servers set to `apiAddresses` (host:port each; two at rest, three during a release).
 */
export function writePortalNginx({ root, directory, port, apiAddresses, shellPort }) {
  const template = readFileSync(join(root, 'infra', 'nginx', 'portal.conf.template'), 'utf8');
  const rendered = renderTemplate(template, {
    PORTAL_LISTEN: `127.0.0.1:${port}`,
    PORTAL_API_1: apiAddresses[0],
    PORTAL_API_2: apiAddresses[1] ?? apiAddresses[0],
    PORTAL_SHELL: `127.0.0.1:${shellPort}`,
  });
  return writeSite(directory, withApiServers(rendered, apiAddresses));
}

/** Points a running portal nginx at other API processes: the site file rewritten, checked, then reloaded. */
export function reloadPortalUpstream(nginx, config, apiAddresses) {
  writeFileSync(config.siteFile, withApiServers(readFileSync(config.siteFile, 'utf8'), apiAddresses));
  const check = spawnSync(
    findBinary('nginx'),
    ['-t', '-q', '-c', config.configFile, '-p', config.directory],
    {
      encoding: 'utf8',
    },
  );
  if (check.status !== 0) throw new Error(`nginx refused the new upstream: ${check.stderr.trim()}`);
  // The master reads the configuration again, starts new workers and lets the old ones finish what
  // they are serving (nginx's graceful reload).
  nginx.child.kill('SIGHUP');
}

/**
 * The shell's or a remote's static server from the web image's own template
 * (infra/docker/web.nginx.conf.template), moved to a loopback port and the package's dist directory.
 */
export function writeStaticNginx({ root, directory, port, siteRoot, remoteOrigins }) {
  const file = join(root, 'infra', 'docker', 'web.nginx.conf.template');
  let site = renderTemplate(readFileSync(file, 'utf8'), { PORTAL_REMOTE_ORIGINS: remoteOrigins.join(' ') });
  site = replaceOnce(site, WEB_IMAGE_LISTEN, `listen 127.0.0.1:${port};`, file);
  site = replaceOnce(site, WEB_IMAGE_ROOT, `root ${siteRoot};`, file);
  return writeSite(directory, site);
}

export function startNginx(name, config) {
  return startNamedProcess(name, findBinary('nginx'), [
    '-c',
    config.configFile,
    '-p',
    config.directory,
    '-g',
    'daemon off;',
  ]);
}
