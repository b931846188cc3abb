import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * What `kubectl kustomize <directory>` yields, for the kustomizations of infra/k8s, without kubectl
 * (CI has none: it is not a Debian package). Only the features those kustomizations use are
 * implemented: `resources` (files of the directory), `namespace` and `images` (name, newName, newTag).
 * Anything else stops the rendering naming it, so a new feature cannot pass unrendered; where kubectl
 * is installed the manifest test compares this rendering with kustomize's own.
 */
export class UnimplementedKustomizeFeature extends Error {
  constructor(directory: string, feature: string) {
    super(
      `${directory}: ${feature} is not implemented by infra/test-support/kustomize.ts: implement it there ` +
        '(and compare with `kubectl kustomize`)',
    );
    this.name = 'UnimplementedKustomizeFeature';
  }
}

const KUSTOMIZATION_FILE = 'kustomization.yaml';
const OTHER_KUSTOMIZATION_FILES = ['kustomization.yml', 'Kustomization'];
const IMPLEMENTED_FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'images']);
const IMPLEMENTED_IMAGE_FIELDS = new Set(['name', 'newName', 'newTag']);
/** Kinds kustomize leaves without a namespace; every other kind here gets the kustomization's. */
const CLUSTER_SCOPED_KINDS = new Set(['Namespace']);
const NAMESPACED_KINDS = new Set([
  'ConfigMap',
  'Secret',
  'Service',
  'Deployment',
  'Job',
  'HorizontalPodAutoscaler',
  'PodDisruptionBudget',
  'Ingress',
]);
/** The lists whose entries' `image` kustomize's image transformer rewrites, wherever they sit. */
const CONTAINER_LISTS = new Set(['containers', 'initContainers']);

/** A parsed YAML object: the renderer reads only kind, metadata and the containers' images. */
type ManifestObject = Record<string, unknown>;

interface ImageOverride {
  name: string;
  newName?: string;
  newTag?: string;
}

export interface RenderedKustomization {
  /** The kustomization file itself, parsed. */
  kustomization: Record<string, unknown>;
  objects: ManifestObject[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseDocuments(file: string): unknown[] {
  return parseAllDocuments(fs.readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map(String).join('\n')}`);
    const parsed: unknown = document.toJS();
    return parsed;
  });
}

function manifestObjects(file: string): ManifestObject[] {
  // An empty document (a file's leading comment, a trailing ---) holds no object, as in kustomize.
  return parseDocuments(file)
    .filter((parsed) => parsed !== null && parsed !== undefined)
    .map((parsed) => {
      if (!isRecord(parsed)) throw new Error(`${file}: a document that is not an object`);
      return parsed;
    });
}

function stringList(directory: string, field: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((entry): entry is string => typeof entry === 'string'))
    throw new UnimplementedKustomizeFeature(directory, `${field} that is not a list of file names`);
  return value;
}

function imageOverrides(directory: string, value: unknown): ImageOverride[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new UnimplementedKustomizeFeature(directory, 'images that is not a list');
  return value.map((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.name !== 'string')
      throw new UnimplementedKustomizeFeature(directory, 'an image entry without a name');
    for (const field of Object.keys(entry))
      if (!IMPLEMENTED_IMAGE_FIELDS.has(field))
        throw new UnimplementedKustomizeFeature(directory, `images[].${field}`);
    const override: ImageOverride = { name: entry.name };
    if (typeof entry.newName === 'string') override.newName = entry.newName;
    if (entry.newTag !== undefined) override.newTag = String(entry.newTag);
    return override;
  });
}

/** name[:tag][@digest] -> its parts (a registry port's colon sits before the last slash). */
function imageParts(image: string): { name: string; tag: string | null; digest: string | null } {
  const [withTag = '', digest = null] = image.split('@');
  const lastSlash = withTag.lastIndexOf('/');
  const colon = withTag.indexOf(':', lastSlash + 1);
  return colon === -1
    ? { name: withTag, tag: null, digest }
    : { name: withTag.slice(0, colon), tag: withTag.slice(colon + 1), digest };
}

function overriddenImage(image: string, overrides: readonly ImageOverride[]): string {
  const parts = imageParts(image);
  const override = overrides.find(({ name }) => name === parts.name);
  if (override === undefined) return image;
  const name = override.newName ?? parts.name;
  // A new tag replaces both the tag and the digest, as kustomize does.
  if (override.newTag !== undefined) return `${name}:${override.newTag}`;
  return `${name}${parts.tag === null ? '' : `:${parts.tag}`}${parts.digest === null ? '' : `@${parts.digest}`}`;
}

function rewriteImages(node: unknown, overrides: readonly ImageOverride[]): void {
  if (Array.isArray(node)) {
    for (const entry of node) rewriteImages(entry, overrides);
    return;
  }
  if (!isRecord(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (CONTAINER_LISTS.has(key) && Array.isArray(value)) {
      for (const container of value)
        if (isRecord(container) && typeof container.image === 'string')
          container.image = overriddenImage(container.image, overrides);
    }
    rewriteImages(value, overrides);
  }
}

function resourceFile(directory: string, resource: string): string {
  const file = path.resolve(directory, resource);
  if (/^[a-z]+:\/\//i.test(resource) || path.dirname(file) !== directory)
    throw new UnimplementedKustomizeFeature(directory, `resource ${resource} (not a file of the directory)`);
  if (!fs.existsSync(file)) throw new Error(`${directory}: resource ${resource} does not exist`);
  if (fs.statSync(file).isDirectory())
    throw new UnimplementedKustomizeFeature(directory, `resource ${resource} (a directory)`);
  return file;
}

function metadataOf(object: ManifestObject): Record<string, unknown> {
  return isRecord(object.metadata) ? object.metadata : {};
}

function identity(object: ManifestObject): string {
  const metadata = metadataOf(object);
  return `${String(object.kind)}/${String(metadata.namespace ?? '')}/${String(metadata.name)}`;
}

/** Renders the kustomization in `directory` (absolute) as `kubectl kustomize` would, or throws. */
export function renderKustomization(directory: string): RenderedKustomization {
  for (const other of OTHER_KUSTOMIZATION_FILES)
    if (fs.existsSync(path.join(directory, other)))
      throw new UnimplementedKustomizeFeature(directory, `a kustomization named ${other}`);
  const [kustomization, ...more] = manifestObjects(path.join(directory, KUSTOMIZATION_FILE));
  if (!isRecord(kustomization) || more.length > 0)
    throw new Error(`${directory}: ${KUSTOMIZATION_FILE} must hold one kustomization`);
  if (
    kustomization.apiVersion !== 'kustomize.config.k8s.io/v1beta1' ||
    kustomization.kind !== 'Kustomization'
  )
    throw new UnimplementedKustomizeFeature(
      directory,
      `apiVersion ${String(kustomization.apiVersion)} kind ${String(kustomization.kind)}`,
    );
  for (const field of Object.keys(kustomization))
    if (!IMPLEMENTED_FIELDS.has(field))
      throw new UnimplementedKustomizeFeature(directory, `the field ${field}`);
  const { namespace } = kustomization;
  if (namespace !== undefined && typeof namespace !== 'string')
    throw new UnimplementedKustomizeFeature(directory, 'a namespace that is not a name');
  const overrides = imageOverrides(directory, kustomization.images);

  const objects = stringList(directory, 'resources', kustomization.resources).flatMap((resource) =>
    manifestObjects(resourceFile(directory, resource)),
  );
  const seen = new Set<string>();
  for (const object of objects) {
    const kind = typeof object.kind === 'string' ? object.kind : '';
    if (!NAMESPACED_KINDS.has(kind) && !CLUSTER_SCOPED_KINDS.has(kind))
      throw new UnimplementedKustomizeFeature(directory, `objects of kind ${kind || '(none)'}`);
    if (namespace !== undefined && NAMESPACED_KINDS.has(kind))
      object.metadata = { ...metadataOf(object), namespace };
    rewriteImages(object, overrides);
    const id = identity(object);
    if (seen.has(id)) throw new Error(`${directory}: ${id} is defined twice (kustomize refuses that too)`);
    seen.add(id);
  }
  return { kustomization, objects };
}
