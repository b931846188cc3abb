import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../api/src/platform/config';
import { DRAIN_LIMIT_MS } from '../../api/src/platform/http/graceful-shutdown';
import {
  containerPort,
  containersOf,
  CONTRACT_DIRECTORY,
  findObject,
  loadCluster,
  loadManifestFiles,
  MANIFEST_DIRECTORY,
  objectsOfKind,
  onlyContainer,
  parseManifests,
  renderedObjects,
  selects,
  serviceSelector,
  type Container,
  type KubernetesObject,
} from '../test-support/kubernetes';
import { renderKustomization, UnimplementedKustomizeFeature } from '../test-support/kustomize';
import { frontEndWorkspaces, repositoryPath } from '../test-support/repository';
import { KUBECTL, runTool, toolAvailable } from '../test-support/tools';

const NAMESPACE = 'booking-portal';
const API = 'booking-portal-api';

const cluster = loadCluster();
const { applied } = cluster;
const deployments = objectsOfKind(applied, 'Deployment');
const apiDeployment = findObject(applied, 'Deployment', API);
const apiContainer = onlyContainer(apiDeployment);
const apiEnvironment = findObject(applied, 'ConfigMap', 'booking-portal-api-env').data ?? {};

/** The contract phase's objects: `kubectl apply -k infra/k8s/contract`, after the rollout. */
const contractPhase = renderedObjects(CONTRACT_DIRECTORY);
/** The label of what `kubectl apply -k infra/k8s -l ...` applies before the rollout. */
const BEFORE_ROLLOUT_LABEL = 'booking-portal/apply-before-rollout';

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

/** The environment the API container starts with: its ConfigMap, then its own env (which wins). */
function apiPodEnvironment(): Record<string, string> {
  const own = (apiContainer.env ?? []).map(({ name, value, valueFrom }): [string, string] => [
    name ?? '',
    // The one value from the pod itself: its name.
    value ?? (valueFrom?.fieldRef?.fieldPath === 'metadata.name' ? 'booking-portal-api-7d9f8-x2k4q' : ''),
  ]);
  return { ...apiEnvironment, ...Object.fromEntries(own) };
}

/** A probe's wait in seconds from a preStop `sleep N`. */
function preStopSeconds(container: Container): number {
  const command = container.lifecycle?.preStop?.exec?.command ?? [];
  const [program, seconds, ...rest] = command;
  if (program !== 'sleep' || rest.length > 0 || !/^\d+$/.test(seconds ?? ''))
    throw new Error(`preStop should be ['sleep', '<seconds>'], is ${JSON.stringify(command)}`);
  return Number(seconds);
}

/** Objects sorted by what they are, for comparing two renderings. */
function byIdentity(objects: KubernetesObject[]): KubernetesObject[] {
  const id = ({ kind, metadata }: KubernetesObject): string =>
    `${kind}/${metadata?.namespace ?? ''}/${metadata?.name ?? ''}`;
  return [...objects].sort((left, right) => id(left).localeCompare(id(right)));
}

/** A kustomization of its own in a temporary directory, rendered. */
function renderTemporary(kustomization: string, files: Record<string, string> = {}): KubernetesObject[] {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-kustomize-'));
  try {
    fs.writeFileSync(path.join(directory, 'kustomization.yaml'), kustomization);
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(directory, name), text);
    return renderKustomization(directory).objects as KubernetesObject[];
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

const KUSTOMIZATION_HEAD = 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n';
const ONE_JOB = `apiVersion: batch/v1
kind: Job
metadata:
  name: probe
spec:
  template:
    spec:
      initContainers:
        - name: first
          image: registry.example:5000/probe-init:1.0
      containers:
        - name: main
          image: probe@sha256:0123
`;

const kubectlHere = toolAvailable(KUBECTL.command, KUBECTL.versionArguments);
if (!kubectlHere)
  console.warn(
    `kubectl not found: the test's rendering of infra/k8s is not compared with kustomize's own (${KUBECTL.install}).`,
  );

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
      ...apiPodEnvironment(),
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
      migrateOnStart: false,
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

  it('when the migrate Job runs before the rollout, then it applies the expand phase only, and it is applied alone with the configuration it reads', () => {
    const job = findObject(applied, 'Job', 'booking-portal-migrate');
    expect(onlyContainer(job).command).toEqual(['node', 'api/dist/cli/migrate.js']);
    // No pod of the release's own kustomization runs the contract phase.
    const contractRunners = workloads
      .flatMap((workload) => containersOf(workload))
      .filter((container) =>
        [...(container.command ?? []), ...(container.args ?? [])].includes('--contract'),
      );
    expect(contractRunners).toEqual([]);

    const beforeRollout = applied.filter(
      (object) => object.metadata?.labels?.[BEFORE_ROLLOUT_LABEL] === 'true',
    );
    expect(beforeRollout.map(({ kind, metadata }) => `${kind}/${metadata?.name}`).sort()).toEqual([
      'ConfigMap/booking-portal-api-env',
      'Job/booking-portal-migrate',
    ]);
    const configMapsRead = environmentSources(onlyContainer(job)).filter(
      (source) => !source.startsWith('secret:'),
    );
    for (const name of configMapsRead)
      expect(beforeRollout.map(({ metadata }) => metadata?.name)).toContain(name);
  });

  it('when a rollout is done, then a separate kustomization (not applied by infra/k8s) runs the contract phase with the same image and configuration', () => {
    expect(
      contractPhase.map(({ kind, metadata }) => `${kind}/${metadata?.namespace}/${metadata?.name}`),
    ).toEqual([`Job/${NAMESPACE}/booking-portal-migrate-contract`]);
    const contractJob = findObject(contractPhase, 'Job', 'booking-portal-migrate-contract');
    const contract = onlyContainer(contractJob);
    expect(contract.command).toEqual(['node', 'api/dist/cli/migrate.js', '--contract']);
    expect(contract.image).toBe(apiContainer.image);
    expect(environmentSources(contract)).toEqual(environmentSources(apiContainer));
    expect(applied.map(({ metadata }) => metadata?.name)).not.toContain('booking-portal-migrate-contract');

    // Otherwise it is the expand Job: the same pod security, resources and retry limits.
    const expandJob = findObject(applied, 'Job', 'booking-portal-migrate');
    const { name: _contractName, command: _contractCommand, ...contractRest } = contract;
    const { name: _expandName, command: _expandCommand, ...expandRest } = onlyContainer(expandJob);
    expect(contractRest).toEqual(expandRest);
    expect(contractJob.spec?.template?.spec?.securityContext).toEqual(
      expandJob.spec?.template?.spec?.securityContext,
    );
    expect(contractJob.spec?.template?.spec?.restartPolicy).toBe('Never');
  });

  it('when the API pods start, then they never migrate (MIGRATE_ON_START off): the Jobs do', () => {
    expect(apiContainer.env?.find(({ name }) => name === 'MIGRATE_ON_START')?.value).toBe('false');
    expect(loadConfig({ ...apiPodEnvironment(), NODE_ENV: 'test' }).migrateOnStart).toBe(false);
  });

  it('when the API rolls out, then no old pod goes before a new one is ready, and a stopping pod pauses, serves on not ready, and drains within its grace period', () => {
    expect(apiDeployment.spec?.strategy?.type).toBe('RollingUpdate');
    expect(apiDeployment.spec?.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
    expect(apiContainer.readinessProbe?.httpGet?.path).toBe('/readyz');

    const readinessDelayMs = loadConfig({
      ...apiPodEnvironment(),
      NODE_ENV: 'test',
    }).shutdownReadinessDelayMs;
    // The delay covers the endpoint's removal: it is set, and it is not the development default of 0.
    expect(readinessDelayMs).toBeGreaterThan(0);
    const stoppingSeconds = preStopSeconds(apiContainer) + (readinessDelayMs + DRAIN_LIMIT_MS) / 1000;
    const grace = apiDeployment.spec?.template?.spec?.terminationGracePeriodSeconds ?? 30;
    expect({ stoppingSeconds, withinGrace: stoppingSeconds < grace }).toEqual({
      stoppingSeconds,
      withinGrace: true,
    });
  });

  it('when a kustomization uses a feature the rendering does not implement, then rendering stops naming it', () => {
    const job = { 'job.yaml': ONE_JOB };
    expect(() =>
      renderTemporary(`${KUSTOMIZATION_HEAD}commonLabels:\n  a: b\nresources: [job.yaml]\n`, job),
    ).toThrow(UnimplementedKustomizeFeature);
    expect(() =>
      renderTemporary(`${KUSTOMIZATION_HEAD}commonLabels:\n  a: b\nresources: [job.yaml]\n`, job),
    ).toThrow('the field commonLabels is not implemented by infra/test-support/kustomize.ts');
    expect(() => renderTemporary(`${KUSTOMIZATION_HEAD}resources: [job.yaml]\npatches: []\n`, job)).toThrow(
      'the field patches is not implemented',
    );
    expect(() =>
      renderTemporary(
        `${KUSTOMIZATION_HEAD}resources: [job.yaml]\nimages:\n  - name: probe\n    digest: sha256:1\n`,
        job,
      ),
    ).toThrow('images[].digest is not implemented');
    expect(() => renderTemporary(`${KUSTOMIZATION_HEAD}resources: [../k8s]\n`)).toThrow(
      'resource ../k8s (not a file of the directory) is not implemented',
    );
    expect(() =>
      renderTemporary(`${KUSTOMIZATION_HEAD}resources: [role.yaml]\n`, {
        'role.yaml': 'apiVersion: rbac.authorization.k8s.io/v1\nkind: Role\nmetadata:\n  name: reader\n',
      }),
    ).toThrow('objects of kind Role is not implemented');
  });

  it('when a kustomization sets the namespace and images, then the rendering sets them as kustomize does', () => {
    const [job] = renderTemporary(
      `${KUSTOMIZATION_HEAD}namespace: elsewhere\nresources: [job.yaml]\nimages:\n` +
        '  - name: registry.example:5000/probe-init\n    newTag: "2.0"\n' +
        '  - name: probe\n    newName: registry.example/probe\n    newTag: 3.1.4\n',
      { 'job.yaml': ONE_JOB },
    );
    expect(job?.metadata?.namespace).toBe('elsewhere');
    const pod = job?.spec?.template?.spec as { initContainers?: Container[]; containers?: Container[] };
    expect(pod.initContainers?.map(({ image }) => image)).toEqual(['registry.example:5000/probe-init:2.0']);
    expect(pod.containers?.map(({ image }) => image)).toEqual(['registry.example/probe:3.1.4']);
  });

  if (kubectlHere)
    it('when kubectl builds each kustomization, then it yields exactly what the test renders', () => {
      for (const directory of [MANIFEST_DIRECTORY, CONTRACT_DIRECTORY]) {
        const build = runTool('kubectl', ['kustomize', repositoryPath(directory)]);
        expect({ directory, status: build.status }).toEqual({ directory, status: 0 });
        expect(byIdentity(parseManifests(build.stdout))).toEqual(byIdentity(renderedObjects(directory)));
      }
    });
});
