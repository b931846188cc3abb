#!/usr/bin/env node
/**
 * `node api/scripts/openapi-diff.mjs <previous release's openapi.json> <this release's>`: refuses a
 * release that breaks a caller of the previous one (the remotes, the resort's site, integrations are
 * released apart from the API). Exits 1 listing each break, 0 when the new document only adds.
 *
 * Breaks: an operation removed; an answer's field removed, no longer always present, or given a type it
 * did not have (a field becoming nullable); a success status no longer answered; a request's new
 * required parameter or body field; a public operation needing a session.
 * Written here because the OpenAPI diff tools on npm read OpenAPI 3.0 only (openapi-diff's parser
 * refuses 3.1) and oasdiff is a Go binary.
 */
import { readFileSync } from 'node:fs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Follows '#/components/...' references and flattens allOf, as the answer's body is made. */
function resolved(document, schema, seen = new Set()) {
  if (!schema || typeof schema !== 'object') return {};
  if (typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return {};
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    return resolved(document, target, new Set([...seen, schema.$ref]));
  }
  if (!Array.isArray(schema.allOf)) return schema;
  const parts = schema.allOf.map((part) => resolved(document, part, seen));
  return {
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'allOf')),
    type: parts.find((part) => part.type)?.type ?? schema.type,
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {}), schema.properties ?? {}),
    required: [...new Set([...parts.flatMap((part) => part.required ?? []), ...(schema.required ?? [])])],
    items: parts.find((part) => part.items)?.items ?? schema.items,
  };
}

/** The JSON types a schema allows ('null' included when a oneOf branch is null); null: unconstrained. */
function typesOf(document, schema) {
  const plain = resolved(document, schema);
  if (Array.isArray(plain.oneOf) || Array.isArray(plain.anyOf)) {
    const branches = (plain.oneOf ?? plain.anyOf).map((branch) => typesOf(document, branch));
    return branches.includes(null) ? null : [...new Set(branches.flat())].sort();
  }
  if (Array.isArray(plain.enum) && plain.type === undefined)
    return [...new Set(plain.enum.map((value) => (value === null ? 'null' : typeof value)))].sort();
  if (plain.type === undefined) return null;
  return [plain.type].flat().sort();
}

/** The branch of a nullable oneOf that is not null (where an answer's fields live). */
function objectBranch(document, schema) {
  const plain = resolved(document, schema);
  const branches = plain.oneOf ?? plain.anyOf;
  if (!Array.isArray(branches)) return plain;
  const objects = branches.map((branch) => resolved(document, branch)).filter((branch) => branch.properties);
  return objects.length === 1 ? objects[0] : plain;
}

/** What a caller reading an answer of the old document may rely on and the new one no longer gives. */
function answerBreaks(before, after, oldSchema, newSchema, where, breaks) {
  const oldTypes = typesOf(before, oldSchema);
  const newTypes = typesOf(after, newSchema);
  if (
    oldTypes &&
    (!newTypes ||
      newTypes.some(
        (type) => !oldTypes.includes(type) && !(type === 'integer' && oldTypes.includes('number')),
      ))
  )
    breaks.push(`${where}: type ${oldTypes.join('|')} became ${newTypes ? newTypes.join('|') : 'anything'}`);
  const oldObject = objectBranch(before, oldSchema);
  const newObject = objectBranch(after, newSchema);
  for (const [name, oldField] of Object.entries(oldObject.properties ?? {})) {
    const newField = newObject.properties?.[name];
    if (!newField) {
      breaks.push(`${where}.${name}: removed`);
      continue;
    }
    if ((oldObject.required ?? []).includes(name) && !(newObject.required ?? []).includes(name))
      breaks.push(`${where}.${name}: no longer always present`);
    answerBreaks(before, after, oldField, newField, `${where}.${name}`, breaks);
  }
  const oldItems = resolved(before, oldSchema).items;
  const newItems = resolved(after, newSchema).items;
  if (oldItems && newItems) answerBreaks(before, after, oldItems, newItems, `${where}[]`, breaks);
}

/** What a caller of the old document does not send and the new one requires. */
function requestBreaks(before, after, oldOperation, newOperation, where, breaks) {
  const key = (parameter) => `${parameter.in} ${parameter.name}`;
  const oldParameters = new Set((oldOperation.parameters ?? []).map(key));
  for (const parameter of newOperation.parameters ?? [])
    if (parameter.required && !oldParameters.has(key(parameter)))
      breaks.push(`${where}: new required ${parameter.in} parameter ${parameter.name}`);
  const bodyOf = (document, operation) =>
    resolved(document, operation.requestBody?.content?.['application/json']?.schema);
  const oldBody = bodyOf(before, oldOperation);
  const newBody = bodyOf(after, newOperation);
  if (newOperation.requestBody?.required && !oldOperation.requestBody)
    breaks.push(`${where}: now requires a body`);
  for (const name of newBody.required ?? [])
    if (!(oldBody.required ?? []).includes(name)) breaks.push(`${where}: body field ${name} is now required`);
}

function breakingChanges(before, after) {
  const breaks = [];
  for (const [path, oldItem] of Object.entries(before.paths ?? {})) {
    for (const method of METHODS.filter((name) => oldItem[name])) {
      const where = `${method.toUpperCase()} ${path}`;
      const oldOperation = oldItem[method];
      const newOperation = after.paths?.[path]?.[method];
      if (!newOperation) {
        breaks.push(`${where}: removed`);
        continue;
      }
      if ((oldOperation.security ?? []).length === 0 && (newOperation.security ?? []).length > 0)
        breaks.push(`${where}: was public, now needs ${JSON.stringify(newOperation.security)}`);
      requestBreaks(before, after, oldOperation, newOperation, where, breaks);
      for (const [status, oldAnswer] of Object.entries(oldOperation.responses ?? {})) {
        if (!/^2/.test(status)) continue;
        const newAnswer = newOperation.responses?.[status];
        if (!newAnswer) {
          breaks.push(`${where}: no longer answers ${status}`);
          continue;
        }
        for (const [media, oldContent] of Object.entries(oldAnswer.content ?? {})) {
          const newContent = newAnswer.content?.[media];
          if (!newContent) breaks.push(`${where} ${status}: no longer answers ${media}`);
          else
            answerBreaks(
              before,
              after,
              oldContent.schema,
              newContent.schema,
              `${where} ${status} body`,
              breaks,
            );
        }
      }
    }
  }
  return breaks;
}

const [previousFile, currentFile] = process.argv.slice(2);
if (!previousFile || !currentFile) {
  console.error('usage: node api/scripts/openapi-diff.mjs <previous openapi.json> <current openapi.json>');
  process.exit(2);
}
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const breaks = breakingChanges(read(previousFile), read(currentFile));
if (breaks.length === 0) {
  console.log('openapi-diff: no breaking change');
} else {
  console.error(
    `openapi-diff: ${breaks.length} breaking change(s):\n${breaks.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
