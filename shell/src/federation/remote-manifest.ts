import { REMOTES_MANIFEST_PATH } from '@booking-portal/api/contract';
import { REMOTE_NAMES, type RemoteName } from '@booking-portal/shell/runtime';

/** Where each remote's mf-manifest.json lives, as GET /remotes.json answers it. */
export type RemoteManifest = Record<RemoteName, string>;

class RemoteManifestError extends Error {
  override name = 'RemoteManifestError';
}

function isRemoteManifest(value: unknown): value is RemoteManifest {
  if (typeof value !== 'object' || value === null) return false;
  const entries = value as Record<string, unknown>;
  return REMOTE_NAMES.every((name) => typeof entries[name] === 'string' && entries[name] !== '');
}

/**
 * Reads the remotes' locations at run time, so a remote redeployed elsewhere changes the portal
 * without rebuilding the shell (docs/ARCHITECTURE.md section 2).
 */
export async function fetchRemoteManifest(): Promise<RemoteManifest> {
  const response = await fetch(REMOTES_MANIFEST_PATH, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
  });
  const text = await response.text();
  if (!response.ok) throw new RemoteManifestError(`${response.status}: ${text || response.statusText}`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new RemoteManifestError('The remotes manifest is not JSON');
  }
  if (!isRemoteManifest(manifest)) {
    throw new RemoteManifestError(`The remotes manifest must name ${REMOTE_NAMES.join(', ')}`);
  }
  return manifest;
}
