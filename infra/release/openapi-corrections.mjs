/**
 * Corrections of the previous release's OpenAPI document: changes openapi-diff.mjs reports as breaking
 * that are the document catching up with what the API already did, not changes of the API. Listed per
 * previous release in openapi-corrections.json with why, so each is reviewed once and expires with the
 * next release (the list of another previous release does not apply).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The breaking changes openapi-diff.mjs printed ("  <change>" lines under its header). */
export function breakingChangesIn(diffOutput) {
  return diffOutput
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim());
}

/** `{ why, changes }` recorded for corrections of `previousVersion`'s document, or none. */
export function correctionsOf(root, previousVersion) {
  const record = JSON.parse(readFileSync(join(root, 'infra', 'release', 'openapi-corrections.json'), 'utf8'));
  return record[previousVersion] ?? { why: '', changes: [] };
}
