import type { ActorName } from './matrix-types';

/** One answer the matrix received. */
export interface CollectedResponse {
  label: string;
  actor: ActorName;
  text: string;
  body: unknown;
}

/** What no answer may carry: session tokens, session ids and password hashes, by value. */
export type SecretValues = readonly string[];

/** Another tenant's data, as recognised in an answer to a caller of the actors' own tenant. */
export interface ForeignTenant {
  organizationId: number;
  /** Lower-case fragments only that tenant's names and e-mails contain. */
  markers: readonly string[];
}

/** Keys no answer may hold, compared without case, '_' or '-'. */
const FORBIDDEN_KEYS = new Set(['password', 'passwordhash', 'sessionid', 'sessiontoken', 'tokenhash']);

const normalizedKey = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

type Visitor = (path: string, key: string | null, value: unknown) => void;

function walk(value: unknown, path: string, key: string | null, visit: Visitor): void {
  visit(path, key, value);
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${path}[${index}]`, null, visit));
  } else if (typeof value === 'object' && value !== null) {
    for (const [childKey, child] of Object.entries(value))
      walk(child, `${path}.${childKey}`, childKey, visit);
  }
}

/** Every way the answer breaks the allow-list, described for the failure message. */
export function allowListViolations(
  response: CollectedResponse,
  secrets: SecretValues,
  foreign: ForeignTenant | null,
): string[] {
  const violations: string[] = [];
  const at = (what: string) => violations.push(`${response.label} as ${response.actor}: ${what}`);

  walk(response.body, '$', null, (path, key, value) => {
    // The OpenAPI document's schemas name the fields a body has (`properties.password` of the login's
    // body): a field's name there holds no value of it. The values under it are still walked.
    const namesAField = path.endsWith(`.properties.${key ?? ''}`);
    if (key !== null && !namesAField && FORBIDDEN_KEYS.has(normalizedKey(key))) at(`forbidden key ${path}`);
    if (typeof value === 'string' && secrets.includes(value)) at(`secret value at ${path}`);
    if (!foreign) return;
    if (key !== null && normalizedKey(key) === 'organizationid' && value === foreign.organizationId)
      at(`another tenant's organization at ${path}`);
    if (typeof value === 'string' && foreign.markers.some((marker) => value.toLowerCase().includes(marker)))
      at(`another tenant's data at ${path}: ${value}`);
  });
  // The raw text too: CSV and other non-JSON answers, and secrets embedded in longer strings.
  for (const secret of secrets) if (response.text.includes(secret)) at('secret value in the raw answer');
  if (foreign?.markers.some((marker) => response.text.toLowerCase().includes(marker)))
    at("another tenant's data in the raw answer");
  return violations;
}
