/**
 * What a release may remove from the API without breaking a caller: what the previous release already
 * marked `deprecated: true` in its OpenAPI document. That is the API's expand and contract (as
 * api/src/modules/README.md orders it for the schema): a release adds the replacement and deprecates the
 * old route or field, callers move, a later release removes it. The matrix hands openapi-diff.mjs the
 * previous document without those, so their removal passes and any other removal fails.
 */
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** `schema` without its deprecated properties, at every depth (components, items, allOf, oneOf, ...). */
function withoutDeprecatedFields(schema) {
  if (Array.isArray(schema)) return schema.map(withoutDeprecatedFields);
  if (!schema || typeof schema !== 'object') return schema;
  const copy = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
      const kept = Object.entries(value).filter(([, field]) => field?.deprecated !== true);
      copy.properties = Object.fromEntries(
        kept.map(([name, field]) => [name, withoutDeprecatedFields(field)]),
      );
      const keptNames = new Set(kept.map(([name]) => name));
      if (Array.isArray(schema.required))
        copy.required = schema.required.filter((name) => keptNames.has(name));
    } else if (!(key === 'required' && Array.isArray(value) && schema.properties)) {
      copy[key] = withoutDeprecatedFields(value);
    }
  }
  return copy;
}

/** The previous release's document less its deprecated operations and fields; the rest is compared. */
export function withoutContractSteps(document) {
  const paths = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(
        ([method, operation]) => !(METHODS.includes(method) && operation?.deprecated === true),
      ),
    );
    if (METHODS.some((method) => kept[method])) paths[path] = kept;
  }
  return withoutDeprecatedFields({ ...document, paths });
}

/** 'GET /api/x' and 'GET /api/x 200 body.field' lines: what the previous release deprecated. */
export function deprecatedInDocument(document) {
  const found = [];
  const visit = (schema, where) => {
    if (!schema || typeof schema !== 'object') return;
    if (Array.isArray(schema)) return schema.forEach((part) => visit(part, where));
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      if (field?.deprecated === true) found.push(`${where}.${name}`);
      visit(field, `${where}.${name}`);
    }
    for (const key of ['items', 'allOf', 'oneOf', 'anyOf']) visit(schema[key], where);
  };
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of METHODS.filter((name) => item[name]))
      if (item[method].deprecated === true) found.push(`${method.toUpperCase()} ${path}`);
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) visit(schema, name);
  return found;
}
