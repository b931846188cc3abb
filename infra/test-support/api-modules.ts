import fs from 'node:fs';
import { repositoryPath } from './repository';

/** Where the API's modules are: one folder each (api/src/modules/README.md). */
export const API_MODULES_DIRECTORY = repositoryPath('api/src/modules');

/** The API's modules, read from the tree so a new one is covered, in name order. */
export function apiModules(): string[] {
  return fs
    .readdirSync(API_MODULES_DIRECTORY, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
