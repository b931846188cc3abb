import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from '../../api/src/test-support/free-port';
import { readRepositoryFile } from '../test-support/repository';
import { itWithTool, NGINX, runTool, toolAvailable } from '../test-support/tools';

const TEMPLATE_FILE = 'infra/docker/web.nginx.conf.template';
const template = readRepositoryFile(TEMPLATE_FILE);
const REMOTE_ORIGINS = 'https://calendar.portal.example.test https://admin.portal.example.test';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Below gzip_min_length: nginx would never compress it on the fly, so a gzip answer is the build's .gz. */
const SMALL_CHUNK = 'console.log("a chunk the build compressed");';

/** What the nginx image's entrypoint does with NGINX_ENVSUBST_FILTER=^PORTAL_: only those are replaced. */
function render(variables: Record<string, string>): string {
  return template.replace(/\$\{(PORTAL_[A-Z0-9_]*)\}/g, (whole, name: string) => variables[name] ?? whole);
}

interface StaticServer {
  origin: string;
  process: ChildProcess;
}

/** The web image's site as its container runs it, moved to a loopback port and a directory of files. */
async function startStaticServer(directory: string, siteRoot: string): Promise<StaticServer> {
  const port = await freePort();
  const site = render({ PORTAL_REMOTE_ORIGINS: REMOTE_ORIGINS })
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${siteRoot};`);
  fs.writeFileSync(path.join(directory, 'site.conf'), site);
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${path.join(directory, name)};`)
    .join('\n');
  // As root, nginx hands its workers to `nobody`, who must read the site: an explicit user keeps it ours.
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  fs.writeFileSync(
    path.join(directory, 'nginx.conf'),
    `${user}
worker_processes 1;
pid ${path.join(directory, 'nginx.pid')};
error_log stderr error;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temporary}
  include ${path.join(directory, 'site.conf')};
}
`,
  );
  const child = spawn(
    'nginx',
    ['-p', directory, '-c', path.join(directory, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, process: child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error(`nginx did not answer on ${origin}`);
}

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
}

describe('the web image nginx config (infra/docker/web.nginx.conf.template)', () => {
  it('when the container renders the template, then only PORTAL_ placeholders are left to fill and nginx variables stay', () => {
    const placeholders = [...template.matchAll(/\$\{([A-Za-z0-9_]+)\}/g)].map(([, name]) => name);
    expect(new Set(placeholders)).toEqual(new Set(['PORTAL_REMOTE_ORIGINS']));
    const rendered = render({ PORTAL_REMOTE_ORIGINS: REMOTE_ORIGINS });
    expect(rendered).not.toContain('${');
    expect(rendered).toContain('$uri');
    expect(rendered).toContain(`script-src 'self' ${REMOTE_ORIGINS};`);
    expect(rendered).toContain(`connect-src 'self' ${REMOTE_ORIGINS}"`);
  });

  it('when infra/stack renders the template for its own ports, then the listen and root lines it moves are there once each', () => {
    for (const line of ['listen 8080;', 'root /usr/share/nginx/html;']) {
      expect(template.split(line)).toHaveLength(2);
    }
  });

  const withNginx = itWithTool(NGINX, 'serving the web image nginx config');
  const nginxHere = toolAvailable(NGINX.command, NGINX.versionArguments);

  describe('served by nginx', () => {
    let scratch = '';
    const servers: StaticServer[] = [];
    let shell: StaticServer | undefined;
    let remote: StaticServer | undefined;

    beforeAll(async () => {
      if (!nginxHere) return;
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'infra-web-nginx-'));
      writeFiles(path.join(scratch, 'shell-site'), {
        'index.html':
          '<!doctype html><title>Booking Portal</title><script src="/assets/main.0123abcd.js"></script>',
        'assets/main.0123abcd.js': 'console.log("shell");',
        'mf-manifest.json': '{"id":"shell"}',
        'assets/chunk.4567cdef.js': SMALL_CHUNK,
      });
      fs.writeFileSync(
        path.join(scratch, 'shell-site/assets/chunk.4567cdef.js.gz'),
        zlib.gzipSync(SMALL_CHUNK),
      );
      writeFiles(path.join(scratch, 'remote-site'), {
        'remoteEntry.js': 'var mfe_calendar = {};',
        'mf-manifest.json': '{"id":"mfe_calendar","metaData":{"publicPath":"auto"}}',
        '191.f3e60e0e.js': 'console.log("chunk");',
        '191.f3e60e0e.js.map': '{"version":3,"sources":["webpack://mfe_calendar/src/secret.ts"]}',
      });
      fs.mkdirSync(path.join(scratch, 'shell-nginx'));
      fs.mkdirSync(path.join(scratch, 'remote-nginx'));
      shell = await startStaticServer(path.join(scratch, 'shell-nginx'), path.join(scratch, 'shell-site'));
      servers.push(shell);
      remote = await startStaticServer(path.join(scratch, 'remote-nginx'), path.join(scratch, 'remote-site'));
      servers.push(remote);
    });

    afterAll(() => {
      for (const server of servers) server.process.kill('SIGTERM');
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    });

    withNginx('when nginx tests the rendered config, then it accepts it', () => {
      const directory = path.join(scratch, 'shell-nginx');
      const check = runTool('nginx', ['-t', '-p', directory, '-c', path.join(directory, 'nginx.conf')]);
      expect(check.output).toContain('syntax is ok');
      expect(check.status).toBe(0);
    });

    withNginx(
      'when a browser opens the shell or one of its routes, then it gets index.html, revalidated, with the page headers',
      async () => {
        for (const route of ['/', '/users', '/public']) {
          const response = await fetch(`${shell?.origin}${route}`);
          expect(response.status).toBe(200);
          expect(await response.text()).toContain('<title>Booking Portal</title>');
          expect(response.headers.get('cache-control')).toBe('no-cache');
        }
        const page = await fetch(`${shell?.origin}/`);
        const policy = page.headers.get('content-security-policy') ?? '';
        expect(policy).toContain("frame-ancestors 'none'");
        expect(policy).toContain(`script-src 'self' ${REMOTE_ORIGINS};`);
        expect(policy).not.toContain('unsafe-eval');
        expect(page.headers.get('x-frame-options')).toBe('DENY');
        expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      },
    );

    withNginx('when a source map of a build is asked for, then it is not served (404)', async () => {
      expect((await fetch(`${remote?.origin}/191.f3e60e0e.js`)).status).toBe(200);
      for (const map of ['/191.f3e60e0e.js.map', '/191.F3E60E0E.JS.MAP', '/191.f3e60e0e.js.map.gz']) {
        const response = await fetch(`${remote?.origin}${map}`);
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('sources');
      }
    });

    withNginx(
      'when a hashed file is asked for, then it is cached for a year; when it is missing, a 404 that is not cached',
      async () => {
        const present = await fetch(`${shell?.origin}/assets/main.0123abcd.js`);
        expect(present.status).toBe(200);
        expect(present.headers.get('cache-control')).toBe(IMMUTABLE);
        const missing = await fetch(`${shell?.origin}/assets/gone.89abcdef.js`);
        expect(missing.status).toBe(404);
        expect(missing.headers.get('cache-control')).toBe('no-cache');
      },
    );

    withNginx(
      'when the build wrote a .gz beside a file, then a browser that accepts gzip gets it (gzip_static), cached as the file',
      async () => {
        const compressed = await fetch(`${shell?.origin}/assets/chunk.4567cdef.js`, {
          headers: { 'Accept-Encoding': 'gzip' },
        });
        expect(compressed.status).toBe(200);
        expect(compressed.headers.get('content-encoding')).toBe('gzip');
        expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
        expect(compressed.headers.get('cache-control')).toBe(IMMUTABLE);
        expect(await compressed.text()).toBe(SMALL_CHUNK);
        const plain = await fetch(`${shell?.origin}/assets/chunk.4567cdef.js`, {
          headers: { 'Accept-Encoding': 'identity' },
        });
        expect(plain.headers.get('content-encoding')).toBeNull();
        expect(await plain.text()).toBe(SMALL_CHUNK);
      },
    );

    withNginx(
      'when a shell on another origin loads the remote, then its entry points are revalidated and readable cross-origin',
      async () => {
        for (const entry of ['/remoteEntry.js', '/mf-manifest.json']) {
          const response = await fetch(`${remote?.origin}${entry}`, {
            headers: { Origin: 'https://portal.example.test' },
          });
          expect(response.status).toBe(200);
          expect(response.headers.get('cache-control')).toBe('no-cache');
          expect(response.headers.get('access-control-allow-origin')).toBe('*');
          expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
        }
        const manifest = await fetch(`${remote?.origin}/mf-manifest.json`);
        expect(manifest.headers.get('content-type')).toContain('application/json');
        const chunk = await fetch(`${remote?.origin}/191.f3e60e0e.js`);
        expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
      },
    );

    withNginx(
      'when a remote is asked for a page, then it answers 404: a remote has no index.html to fall back to',
      async () => {
        for (const route of ['/', '/calendar']) {
          expect((await fetch(`${remote?.origin}${route}`)).status).toBe(404);
        }
      },
    );
  });
});
