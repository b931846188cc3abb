import { ConfigError, loadConfig } from '../../api/src/platform/config';
import {
  containerPort,
  containersOf,
  findObject,
  loadCluster,
  loadManifestFiles,
  MANIFEST_DIRECTORY,
  objectsOfKind,
  onlyContainer,
  parseManifests,
  selects,
  serviceSelector,
  type Container,
  type KubernetesObject,
} from '../test-support/kubernetes';
import { frontEndWorkspaces, repositoryPath } from '../test-support/repository';
import { itWithTool, KUBECTL, runTool } from '../test-support/tools';

const NAMESPACE = 'booking-portal';
const API = 'booking-portal-api';

const cluster = loadCluster();
const { applied } = cluster;
const deployments = objectsOfKind(applied, 'Deployment');
const apiDeployment = findObject(applied, 'Deployment', API);
const apiContainer = onlyContainer(apiDeployment);
const apiEnvironment = findObject(applied, 'ConfigMap', 'booking-portal-api-env').data ?? {};

/** Deployments and Jobs: everything that runs pods. */
const workloads = [...deployments, ...objectsOfKind(applied, 'Job')];

function podLabelsOf(workload: KubernetesObject) {
  return workload.spec?.template?.metadata?.labels;
}

function deploymentSelectedBy(selector: Record<string, string>): KubernetesObject[] {
  return deployments.filter((deployment) => selects(selector, podLabelsOf(deployment)));
}

/** A Deployment's pod count, or its autoscaler's minimum when one owns the count. */
function smallestReplicaCount(deployment: KubernetesObject | undefined): number {
  const autoscaler = objectsOfKind(applied, 'HorizontalPodAutoscaler').find(
    (candidate) => candidate.spec?.scaleTargetRef?.name === deployment?.metadata?.name,
  );
  return autoscaler?.spec?.minReplicas ?? deployment?.spec?.replicas ?? 1;
}

/** The environment a container gets from its ConfigMaps and Secrets (the example Secret's keys). */
function environmentSources(container: Container): string[] {
  return (container.envFrom ?? []).map(
    (source) => source.configMapRef?.name ?? `secret:${source.secretRef?.name ?? ''}`,
  );
}

describe('the Kubernetes manifests (infra/k8s)', () => {
  it('when kustomize applies the directory, then it lists every manifest but the example Secret', () => {
    const files = loadManifestFiles()
      .map(({ file }) => file)
      .filter((file) => file !== 'kustomization.yaml' && !file.endsWith('.example.yaml'));
    expect([...(cluster.kustomization.resources ?? [])].sort()).toEqual(files);
    expect(cluster.kustomization.resources).not.toContain('api-secret.example.yaml');
  });

  it('when a ConfigMap is applied, then every value is a string (Kubernetes refuses numbers and booleans there)', () => {
    for (const configMap of objectsOfKind(applied, 'ConfigMap')) {
      for (const value of Object.values(configMap.data ?? {})) expect(typeof value).toBe('string');
    }
  });

  it('when applied, then every object is named and lives in the portal namespace', () => {
    for (const object of applied) {
      expect(object.apiVersion).toBeTruthy();
      expect(object.metadata?.name).toBeTruthy();
      if (object.kind === 'Namespace') expect(object.metadata?.name).toBe(NAMESPACE);
      else
        expect({ object: object.metadata?.name, namespace: object.metadata?.namespace }).toEqual({
          object: object.metadata?.name,
          namespace: NAMESPACE,
        });
    }
  });

  it('when any pod runs, then it has resources, runs as a non-root user and cannot gain privileges', () => {
    expect(workloads.length).toBe(frontEndWorkspaces().length + 2);
    for (const workload of workloads) {
      const pod = workload.spec?.template?.spec;
      expect(pod?.securityContext?.runAsNonRoot).toBe(true);
      expect(pod?.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const container of containersOf(workload)) {
        const { requests, limits } = container.resources ?? {};
        expect({ name: workload.metadata?.name, requests, limits }).toEqual({
          name: workload.metadata?.name,
          requests: { cpu: expect.any(String), memory: expect.any(String) },
          limits: { cpu: expect.any(String), memory: expect.any(String) },
        });
        expect(container.securityContext).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
      }
    }
  });

  it('when a Deployment serves, then Kubernetes probes it for readiness and liveness on a port it declares', () => {
    for (const deployment of deployments) {
      for (const container of containersOf(deployment)) {
        for (const probe of [container.readinessProbe, container.livenessProbe]) {
          expect(probe?.httpGet?.path).toMatch(/^\//);
          expect(containerPort(container, String(probe?.httpGet?.port))).toBeDefined();
        }
      }
    }
  });

  it('when the API is probed, then readiness asks /readyz (database) and liveness /healthz (process only)', () => {
    expect(apiContainer.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(apiContainer.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(apiContainer.startupProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    // The API's readiness check gives up on the database after 1.5 s: the probe waits longer.
    expect(apiContainer.readinessProbe?.timeoutSeconds).toBeGreaterThanOrEqual(2);
    expect(String(containerPort(apiContainer, 'http'))).toBe(apiEnvironment.PORT);
  });

  it('when Prometheus discovers the API pods, then their annotations name the metrics port they listen on', () => {
    const annotations = apiDeployment.spec?.template?.metadata?.annotations ?? {};
    expect(annotations['prometheus.io/scrape']).toBe('true');
    expect(annotations['prometheus.io/path']).toBe('/metrics');
    expect(annotations['prometheus.io/port']).toBe(String(containerPort(apiContainer, 'metrics')));
    expect(annotations['prometheus.io/port']).toBe(apiEnvironment.METRICS_PORT);
    expect(apiEnvironment.METRICS_HOST).toBe('0.0.0.0');
    // Only the API has metrics: the static servers are not scraped.
    const scraped = deployments.filter(
      (deployment) => deployment.spec?.template?.metadata?.annotations?.['prometheus.io/scrape'] === 'true',
    );
    expect(scraped.map((deployment) => deployment.metadata?.name)).toEqual([API]);
  });

  it('when a Service or a PodDisruptionBudget selects pods, then exactly one Deployment has them, with the ports it targets', () => {
    for (const service of objectsOfKind(applied, 'Service')) {
      const [target, ...others] = deploymentSelectedBy(serviceSelector(service));
      expect({ service: service.metadata?.name, others: others.length }).toEqual({
        service: service.metadata?.name,
        others: 0,
      });
      const container = target && onlyContainer(target);
      for (const port of service.spec?.ports ?? []) {
        expect(container && containerPort(container, String(port.targetPort))).toBeDefined();
      }
    }
    for (const budget of objectsOfKind(applied, 'PodDisruptionBudget')) {
      const selected = deploymentSelectedBy(budget.spec?.selector?.matchLabels ?? {});
      expect(selected).toHaveLength(1);
      // Else a node drain could never evict any of its pods.
      expect(budget.spec?.minAvailable).toBeLessThan(smallestReplicaCount(selected[0]));
    }
  });

  it('when a Deployment selects its pods, then its selector matches its own template', () => {
    for (const deployment of deployments) {
      expect(selects(deployment.spec?.selector?.matchLabels, podLabelsOf(deployment))).toBe(true);
    }
  });

  it('when load rises, then the HorizontalPodAutoscaler scales the API Deployment from two replicas up', () => {
    expect(apiDeployment.spec?.replicas).toBeUndefined();
    const [autoscaler, ...others] = objectsOfKind(applied, 'HorizontalPodAutoscaler');
    expect(others).toHaveLength(0);
    expect(autoscaler?.apiVersion).toBe('autoscaling/v2');
    expect(autoscaler?.spec?.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: API,
    });
    expect(autoscaler?.spec?.minReplicas).toBeGreaterThanOrEqual(2);
    expect(autoscaler?.spec?.maxReplicas).toBeGreaterThan(autoscaler?.spec?.minReplicas ?? Infinity);
  });

  it('when the migration Job runs, then it is the migrate CLI of the API image, with the API configuration', () => {
    const job = findObject(applied, 'Job', 'booking-portal-migrate');
    const migrate = onlyContainer(job);
    expect(migrate.command).toEqual(['node', 'api/dist/cli/migrate.js']);
    expect(migrate.image).toBe(apiContainer.image);
    expect(environmentSources(migrate)).toEqual(environmentSources(apiContainer));
    expect(job.spec?.template?.spec?.restartPolicy).toBe('Never');
  });

  it('when the API and the Job read their environment, then the ConfigMap and Secret they name are defined', () => {
    expect(environmentSources(apiContainer)).toEqual(['booking-portal-api-env', 'secret:booking-portal-api']);
    expect(cluster.exampleSecret.kind).toBe('Secret');
    expect(cluster.exampleSecret.metadata?.name).toBe('booking-portal-api');
    expect(Object.keys(cluster.exampleSecret.stringData ?? {}).sort()).toEqual([
      'DATABASE_URL',
      'SESSION_SECRET',
      'SMTP_URL',
    ]);
  });

  it('when the API starts with the ConfigMap and real secrets, then its configuration check accepts it for production', () => {
    const config = loadConfig({
      ...apiEnvironment,
      DATABASE_URL: 'postgres://booking_portal:secret@db.internal:5432/booking_portal',
      // As `openssl rand -base64 48` (the example Secret's recipe) makes one.
      SESSION_SECRET: 'q3XbV9kLm2Tz7RwYp0HcN5sJd8FgA1uE4oKiQ6vBxZ+/nMtWyC2rS7hL9eP3aD5f',
      SMTP_URL: 'smtps://portal:secret@smtp.example.com:465',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      metricsHost: '0.0.0.0',
      trustProxy: true,
      seedDemo: 'never',
      remotesManifestPath: apiEnvironment.REMOTES_MANIFEST,
    });
  });

  it('when the example Secret is applied as it is, then the API refuses to start instead of running with a guessable secret', () => {
    expect(() => loadConfig({ ...apiEnvironment, ...cluster.exampleSecret.stringData })).toThrow(ConfigError);
    expect(() => loadConfig({ ...apiEnvironment, ...cluster.exampleSecret.stringData })).toThrow(
      /DATABASE_URL.*SESSION_SECRET.*SMTP_URL/,
    );
  });

  it('when the shell asks for /remotes.json, then the API reads the mounted remotes ConfigMap, which names every remote', () => {
    const mount = apiContainer.volumeMounts?.find(
      ({ mountPath }) => `${mountPath}/remotes.json` === apiEnvironment.REMOTES_MANIFEST,
    );
    const volume = apiDeployment.spec?.template?.spec?.volumes?.find(({ name }) => name === mount?.name);
    expect(volume?.configMap?.name).toBe('booking-portal-remotes');
    const manifest: unknown = JSON.parse(
      findObject(applied, 'ConfigMap', 'booking-portal-remotes').data?.['remotes.json'] ?? '',
    );
    expect(Object.keys(manifest as object).sort()).toEqual(['mfe_admin', 'mfe_calendar', 'mfe_public']);
  });

  it('when the Ingress routes the portal host, then the API paths go to the API Service and the rest to the shell', () => {
    const ingress = findObject(applied, 'Ingress', 'booking-portal');
    const portalHost = new URL(apiEnvironment.PUBLIC_ORIGIN ?? '').host;
    const portal = ingress.spec?.rules?.find(({ host }) => host === portalHost);
    const routes = Object.fromEntries(
      (portal?.http?.paths ?? []).map((route) => [
        `${route.pathType} ${route.path}`,
        route.backend?.service?.name,
      ]),
    );
    expect(routes).toEqual({
      'Prefix /api': API,
      'Exact /readyz': API,
      'Exact /healthz': API,
      'Exact /remotes.json': API,
      'Prefix /embed': API,
      'Prefix /': 'booking-portal-shell',
    });
  });

  it('when a remote is loaded, then its URL in remotes.json is an Ingress host routed to that remote, allowed by the CSPs', () => {
    const ingress = findObject(applied, 'Ingress', 'booking-portal');
    const manifest = JSON.parse(
      findObject(applied, 'ConfigMap', 'booking-portal-remotes').data?.['remotes.json'] ?? '',
    ) as Record<string, string>;
    const shell = onlyContainer(findObject(applied, 'Deployment', 'booking-portal-shell'));
    const shellOrigins =
      shell.env?.find(({ name }) => name === 'PORTAL_REMOTE_ORIGINS')?.value?.split(' ') ?? [];
    const apiOrigins = (apiEnvironment.REMOTE_ORIGINS ?? '').split(',');
    for (const [container, url] of Object.entries(manifest)) {
      const remote = new URL(url);
      expect(remote.pathname).toBe('/mf-manifest.json');
      const rule = ingress.spec?.rules?.find(({ host }) => host === remote.host);
      const service = rule?.http?.paths?.find(({ path }) => path === '/')?.backend?.service?.name;
      expect({ container, service }).toEqual({
        container,
        service: `booking-portal-${container.replace('_', '-')}`,
      });
      expect(shellOrigins).toContain(remote.origin);
      expect(apiOrigins).toContain(remote.origin);
    }
  });

  it('when the Ingress sends traffic to a Service, then that Service and port exist, and TLS covers every host', () => {
    const ingress = findObject(applied, 'Ingress', 'booking-portal');
    const tlsHosts = (ingress.spec?.tls ?? []).flatMap(({ hosts }) => hosts ?? []);
    for (const rule of ingress.spec?.rules ?? []) {
      expect(tlsHosts).toContain(rule.host);
      for (const route of rule.http?.paths ?? []) {
        const backend = route.backend?.service;
        const service = findObject(applied, 'Service', backend?.name ?? '');
        expect(service.spec?.ports?.map(({ name }) => name)).toContain(backend?.port?.name);
      }
    }
  });

  it('when a static server runs with a read-only root file system, then nginx has its writable config and temp directories', () => {
    for (const component of frontEndWorkspaces()) {
      const web = findObject(applied, 'Deployment', `booking-portal-${component}`);
      const mounts = onlyContainer(web).volumeMounts ?? [];
      const volumes = web.spec?.template?.spec?.volumes ?? [];
      for (const path of ['/etc/nginx/conf.d', '/tmp']) {
        const mount = mounts.find(({ mountPath }) => mountPath === path);
        expect(volumes.find(({ name }) => name === mount?.name)?.emptyDir).toBeDefined();
      }
    }
  });

  it('when kustomize sets the images, then every image that runs is listed', () => {
    const listed = (cluster.kustomization.images ?? []).map(({ name }) => name);
    const running = workloads
      .flatMap((workload) => containersOf(workload))
      .map(({ image }) => image?.split(':')[0]);
    expect(new Set(listed)).toEqual(new Set(running));
  });

  itWithTool(KUBECTL, 'building infra/k8s with kustomize')(
    'when kustomize builds the directory, then it yields the listed objects in the namespace',
    () => {
      const build = runTool('kubectl', ['kustomize', repositoryPath(MANIFEST_DIRECTORY)]);
      expect(build.status).toBe(0);
      const built = parseManifests(build.stdout);
      expect(built.map(({ kind, metadata }) => `${kind}/${metadata?.name}`).sort()).toEqual(
        applied.map(({ kind, metadata }) => `${kind}/${metadata?.name}`).sort(),
      );
    },
  );
});
