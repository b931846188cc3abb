import fs from 'node:fs';
import {
  copiesOf,
  environmentOf,
  execForm,
  finalStage,
  instructionsOf,
  parseDockerfile,
  type Dockerfile,
  type DockerStage,
} from '../test-support/dockerfile';
import { dockerIgnoreMatcher } from '../test-support/dockerignore';
import { containerPort, findObject, loadCluster, onlyContainer } from '../test-support/kubernetes';
import {
  frontEndWorkspaces,
  readRepositoryFile,
  repositoryPath,
  workspaces,
} from '../test-support/repository';

const apiDockerfile = parseDockerfile(readRepositoryFile('infra/docker/api.Dockerfile'));
const webDockerfile = parseDockerfile(readRepositoryFile('infra/docker/web.Dockerfile'));
const cluster = loadCluster();

function runCommands(stage: DockerStage): string {
  return instructionsOf(stage, 'RUN').join('\n');
}

function stageNamed(dockerfile: Dockerfile, name: string): DockerStage {
  const stage = dockerfile.stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`no stage ${name}`);
  return stage;
}

/** The stage a stage builds on, followed through `FROM <stage>` chains. */
function lineage(dockerfile: Dockerfile, stage: DockerStage): DockerStage[] {
  const parent = dockerfile.stages.find((candidate) => candidate.name === stage.base);
  return parent ? [stage, ...lineage(dockerfile, parent)] : [stage];
}

/** The user the image runs as, as uid[:gid]. */
function runtimeUser(dockerfile: Dockerfile): string | undefined {
  return instructionsOf(finalStage(dockerfile), 'USER').at(-1);
}

function isRoot(user: string | undefined): boolean {
  const name = (user ?? 'root').split(':')[0];
  return name === 'root' || name === '0';
}

describe('the API image (infra/docker/api.Dockerfile)', () => {
  const runtime = finalStage(apiDockerfile);

  it('when built, then it compiles in build stages and ships only the runtime stage', () => {
    expect(apiDockerfile.stages.length).toBeGreaterThanOrEqual(2);
    const builder = stageNamed(apiDockerfile, 'build');
    expect(runCommands(builder)).toContain('npm run build -w api');
    const copiedFromBuild = copiesOf(runtime).filter(({ fromStage }) => fromStage === 'build');
    expect(copiedFromBuild.map(({ sources }) => sources).flat()).toEqual(
      expect.arrayContaining(['/app/api/dist', '/app/mfe-public/dist/embed']),
    );
  });

  it('when its runtime stage installs packages, then only the api workspace and no dev dependencies', () => {
    const installs = instructionsOf(runtime, 'RUN').filter((command) => /npm (ci|install)/.test(command));
    expect(installs).not.toHaveLength(0);
    for (const install of installs) {
      for (const npmCommand of install.split('||')) {
        expect(npmCommand).toContain('--omit=dev');
        expect(npmCommand).toContain('-w api');
      }
    }
  });

  it('when it runs, then it is `node api/dist/main.js` as a numeric non-root user', () => {
    const user = runtimeUser(apiDockerfile);
    expect(user).toMatch(/^\d+(:\d+)?$/);
    expect(isRoot(user)).toBe(false);
    expect(execForm(instructionsOf(runtime, 'CMD').at(-1) ?? '')).toEqual(['node', 'api/dist/main.js']);
    // What `npm run build -w api` (tsc, rootDir src, outDir dist) turns into those files.
    expect(fs.existsSync(repositoryPath('api/src/main.ts'))).toBe(true);
    expect(fs.existsSync(repositoryPath('api/src/cli/migrate.ts'))).toBe(true);
  });

  it('when Docker checks its health, then it asks the readiness endpoint on the API port', () => {
    const healthcheck = instructionsOf(runtime, 'HEALTHCHECK').at(-1) ?? '';
    expect(healthcheck).toContain('/readyz');
    expect(healthcheck).toContain('process.env.PORT');
  });

  it('when it starts, then Prometheus can reach its metrics port from outside the container', () => {
    const environment = environmentOf(runtime);
    expect(environment).toMatchObject({ NODE_ENV: 'production', METRICS_HOST: '0.0.0.0', HOST: '0.0.0.0' });
    const exposed = instructionsOf(runtime, 'EXPOSE').join(' ').split(/\s+/);
    expect(exposed).toEqual(expect.arrayContaining([environment.PORT, environment.METRICS_PORT]));
  });

  it('when the Kubernetes Deployment and the migration Job run the image, then they use its entry points and ports', () => {
    const environment = environmentOf(runtime);
    const api = onlyContainer(findObject(cluster.applied, 'Deployment', 'booking-portal-api'));
    expect(api.command).toEqual(execForm(instructionsOf(runtime, 'CMD').at(-1) ?? ''));
    expect(String(containerPort(api, 'http'))).toBe(environment.PORT);
    expect(String(containerPort(api, 'metrics'))).toBe(environment.METRICS_PORT);
    const migrate = onlyContainer(findObject(cluster.applied, 'Job', 'booking-portal-migrate'));
    expect(migrate.command).toEqual(['node', 'api/dist/cli/migrate.js']);
  });
});

describe('the static image (infra/docker/web.Dockerfile)', () => {
  const runtime = finalStage(webDockerfile);

  it('when built, then a node stage builds the package and an nginx stage serves it', () => {
    expect(webDockerfile.stages.length).toBeGreaterThanOrEqual(2);
    const builder = stageNamed(webDockerfile, 'build');
    expect(runCommands(builder)).toContain('npm run build -w "${PACKAGE}"');
    expect(copiesOf(runtime)).toEqual(
      expect.arrayContaining([
        { fromStage: 'build', sources: ['/site'], destination: '/usr/share/nginx/html' },
        {
          fromStage: null,
          sources: ['infra/docker/web.nginx.conf.template'],
          destination: '/etc/nginx/templates/default.conf.template',
        },
      ]),
    );
  });

  it('when PACKAGE names a package, then it must be the shell or one of the remotes', () => {
    const builder = stageNamed(webDockerfile, 'build');
    const check = /case "\$\{PACKAGE\}" in ([^)]*)\)/.exec(runCommands(builder));
    const accepted = (check?.[1] ?? '').split('|').map((name) => name.trim());
    expect(accepted.sort()).toEqual(frontEndWorkspaces().sort());
  });

  it('when it runs, then nginx is a numeric non-root user with a health check on /healthz, on the port the Deployments use', () => {
    const user = runtimeUser(webDockerfile);
    expect(user).toMatch(/^\d+(:\d+)?$/);
    expect(isRoot(user)).toBe(false);
    expect(instructionsOf(runtime, 'HEALTHCHECK').at(-1)).toContain('http://127.0.0.1:8080/healthz');
    expect(instructionsOf(runtime, 'EXPOSE')).toEqual(['8080']);
    for (const component of frontEndWorkspaces()) {
      const web = onlyContainer(findObject(cluster.applied, 'Deployment', `booking-portal-${component}`));
      expect(containerPort(web, 'http')).toBe(8080);
    }
  });

  it('when the container starts, then only the PORTAL_ variables are substituted into its nginx template', () => {
    const environment = environmentOf(runtime);
    expect(environment.NGINX_ENVSUBST_FILTER).toBe('^PORTAL_');
    expect(environment).toHaveProperty('PORTAL_REMOTE_ORIGINS', '');
  });
});

describe('the build context', () => {
  const ignored = dockerIgnoreMatcher(readRepositoryFile('.dockerignore'));

  it('when npm installs in any image, then every workspace manifest is there (npm checks the whole lockfile)', () => {
    const manifests = [
      'package.json',
      'package-lock.json',
      ...workspaces().map((name) => `${name}/package.json`),
    ];
    for (const dockerfile of [apiDockerfile, webDockerfile]) {
      const installing = dockerfile.stages.filter((stage) => /npm (ci|install)/.test(runCommands(stage)));
      expect(installing.length).toBeGreaterThan(0);
      for (const stage of installing) {
        const copied = lineage(dockerfile, stage)
          .flatMap((ancestor) => copiesOf(ancestor))
          .filter(({ fromStage }) => fromStage === null)
          .flatMap(({ sources }) => sources);
        expect(copied).toEqual(expect.arrayContaining(manifests));
      }
    }
  });

  it('when an image copies a file from the context, then .dockerignore leaves it in', () => {
    const sources = [apiDockerfile, webDockerfile]
      .flatMap((dockerfile) => dockerfile.stages)
      .flatMap((stage) => copiesOf(stage))
      .filter(({ fromStage }) => fromStage === null)
      .flatMap(({ sources: paths }) => paths)
      .map((source) => source.replace('${PACKAGE}', 'mfe-calendar').replace(/\/$/, ''));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(fs.existsSync(repositoryPath(source))).toBe(true);
      expect({ source, ignored: ignored(source) }).toEqual({ source, ignored: false });
    }
  });

  it('when a developer has built or installed locally, then none of it enters the context', () => {
    for (const local of [
      'node_modules',
      'api/node_modules',
      'api/dist/main.js',
      'shell/dist',
      '.git',
      'data',
    ]) {
      expect({ local, ignored: ignored(local) }).toEqual({ local, ignored: true });
    }
  });
});

describe('the images’ Node.js', () => {
  const manifest = JSON.parse(readRepositoryFile('package.json')) as {
    engines: { node: string };
    devDependencies: Record<string, string>;
  };
  const majorOf = (range: string): string | undefined => /^\D*(\d+)\./.exec(range)?.[1];

  it('when an image builds or runs the portal, then its Node.js is the major that development and CI run on', () => {
    const developmentMajor = majorOf(manifest.engines.node);
    expect(developmentMajor).toBeDefined();
    // The `node` devDependency is the runtime npm scripts run on (first in their PATH).
    expect(majorOf(manifest.devDependencies.node ?? '')).toBe(developmentMajor);
    for (const file of ['infra/docker/api.Dockerfile', 'infra/docker/web.Dockerfile']) {
      const image = /^ARG NODE_IMAGE=node:(\d+)-/m.exec(readRepositoryFile(file))?.[1];
      expect({ file, major: image }).toEqual({ file, major: developmentMajor });
    }
  });
});
