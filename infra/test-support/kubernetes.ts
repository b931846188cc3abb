import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { renderKustomization } from './kustomize';
import { repositoryPath } from './repository';

/**
 * The parts of Kubernetes objects the manifest tests read. Every field is optional: the manifests
 * are parsed YAML, and the tests assert what must be there.
 */
export type Labels = Record<string, string>;

interface ObjectMeta {
  name?: string;
  namespace?: string;
  labels?: Labels;
  annotations?: Labels;
}

interface Probe {
  httpGet?: { path?: string; port?: string | number };
  periodSeconds?: number;
  failureThreshold?: number;
  timeoutSeconds?: number;
}

interface ResourceAmounts {
  cpu?: string;
  memory?: string;
}

interface EnvVar {
  name?: string;
  value?: string;
  valueFrom?: { fieldRef?: { fieldPath?: string } };
}

export interface Container {
  name?: string;
  image?: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort?: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name?: string }; secretRef?: { name?: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: ResourceAmounts; limits?: ResourceAmounts };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    runAsNonRoot?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: { name?: string; mountPath?: string }[];
  lifecycle?: { preStop?: { exec?: { command?: string[] } } };
}

interface Volume {
  name?: string;
  configMap?: { name?: string };
  emptyDir?: object;
}

interface PodSpec {
  containers?: Container[];
  volumes?: Volume[];
  restartPolicy?: string;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; runAsGroup?: number };
}

interface PodTemplate {
  metadata?: ObjectMeta;
  spec?: PodSpec;
}

export interface KubernetesObject {
  apiVersion?: string;
  kind?: string;
  metadata?: ObjectMeta;
  /** Deployment, Job, Service, HorizontalPodAutoscaler, PodDisruptionBudget, Ingress: read per kind. */
  spec?: {
    replicas?: number;
    strategy?: {
      type?: string;
      rollingUpdate?: { maxSurge?: number | string; maxUnavailable?: number | string };
    };
    /** A Service's label map, or a workload's { matchLabels }. */
    selector?: { matchLabels?: Labels; [label: string]: unknown };
    template?: PodTemplate;
    ports?: { name?: string; port?: number; targetPort?: string | number }[];
    scaleTargetRef?: { apiVersion?: string; kind?: string; name?: string };
    minReplicas?: number;
    maxReplicas?: number;
    minAvailable?: number;
    tls?: { hosts?: string[]; secretName?: string }[];
    rules?: IngressRule[];
  };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  resources?: string[];
  images?: { name?: string; newTag?: string; newName?: string }[];
}

interface IngressRule {
  host?: string;
  http?: {
    paths?: {
      path?: string;
      pathType?: string;
      backend?: { service?: { name?: string; port?: { name?: string; number?: number } } };
    }[];
  };
}

export interface ManifestFile {
  file: string;
  objects: KubernetesObject[];
}

export const MANIFEST_DIRECTORY = 'infra/k8s';
/** The contract phase's kustomization, applied after a rollout, never by `kubectl apply -k infra/k8s`. */
export const CONTRACT_DIRECTORY = 'infra/k8s/contract';

function isKubernetesObject(parsed: unknown): parsed is KubernetesObject {
  return typeof parsed === 'object' && parsed !== null;
}

export function parseManifests(text: string): KubernetesObject[] {
  return parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length > 0) throw new Error(document.errors.map(String).join('\n'));
      const parsed: unknown = document.toJS();
      return parsed;
    })
    .filter(isKubernetesObject);
}

/** Every infra/k8s/*.yaml file, each with its objects. */
export function loadManifestFiles(): ManifestFile[] {
  const directory = repositoryPath(MANIFEST_DIRECTORY);
  return fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({ file, objects: parseManifests(fs.readFileSync(path.join(directory, file), 'utf8')) }));
}

export interface Cluster {
  /** What `kubectl apply -k infra/k8s` applies: the kustomization rendered (test-support/kustomize.ts). */
  applied: KubernetesObject[];
  kustomization: KubernetesObject;
  exampleSecret: KubernetesObject;
}

function only(objects: KubernetesObject[], what: string): KubernetesObject {
  const [first, ...rest] = objects;
  if (first === undefined || rest.length > 0) throw new Error(`expected exactly one ${what}`);
  return first;
}

export function loadCluster(): Cluster {
  const files = loadManifestFiles();
  const kustomization = only(
    files.filter(({ file }) => file === 'kustomization.yaml').flatMap(({ objects }) => objects),
    'kustomization.yaml',
  );
  return {
    applied: renderedObjects(MANIFEST_DIRECTORY),
    kustomization,
    exampleSecret: only(
      files.filter(({ file }) => file.endsWith('.example.yaml')).flatMap(({ objects }) => objects),
      'example Secret',
    ),
  };
}

/** What `kubectl apply -k <directory>` applies (a path from the repository root). */
export function renderedObjects(directory: string): KubernetesObject[] {
  return renderKustomization(repositoryPath(directory)).objects.filter(isKubernetesObject);
}

export function objectsOfKind(objects: KubernetesObject[], kind: string): KubernetesObject[] {
  return objects.filter((object) => object.kind === kind);
}

export function findObject(objects: KubernetesObject[], kind: string, name: string): KubernetesObject {
  return only(
    objects.filter((object) => object.kind === kind && object.metadata?.name === name),
    `${kind} ${name}`,
  );
}

export function containersOf(object: KubernetesObject): Container[] {
  return object.spec?.template?.spec?.containers ?? [];
}

export function onlyContainer(object: KubernetesObject): Container {
  const containers = containersOf(object);
  if (containers.length !== 1 || containers[0] === undefined) {
    throw new Error(`${object.kind} ${object.metadata?.name} should have one container`);
  }
  return containers[0];
}

/** A Service selects pods by a plain label map. */
export function serviceSelector(service: KubernetesObject): Labels {
  return Object.fromEntries(
    Object.entries(service.spec?.selector ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Whether every label of the selector is on the pod template. */
export function selects(selector: Labels | undefined, podLabels: Labels | undefined): boolean {
  if (!selector || Object.keys(selector).length === 0) return false;
  return Object.entries(selector).every(([key, value]) => podLabels?.[key] === value);
}

export function containerPort(container: Container, name: string): number | undefined {
  return container.ports?.find((port) => port.name === name)?.containerPort;
}
