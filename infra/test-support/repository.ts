import fs from 'node:fs';
import path from 'node:path';

/** infra/test-support -> the repository root. */
export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');

export function repositoryPath(relativePath: string): string {
  return path.join(REPOSITORY_ROOT, relativePath);
}

export function readRepositoryFile(relativePath: string): string {
  return fs.readFileSync(repositoryPath(relativePath), 'utf8');
}

/** The npm workspaces of the root package.json (api, shell, the remotes, e2e). */
export function workspaces(): string[] {
  const manifest: unknown = JSON.parse(readRepositoryFile('package.json'));
  const listed: unknown =
    typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'workspaces') : null;
  if (!Array.isArray(listed)) throw new Error('package.json has no workspaces list');
  return listed.map(String);
}

/** The workspaces that build to static files: the shell and the remotes. */
export function frontEndWorkspaces(): string[] {
  return workspaces().filter((name) => name === 'shell' || name.startsWith('mfe-'));
}
