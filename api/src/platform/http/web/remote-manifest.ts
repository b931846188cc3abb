import fs from 'node:fs/promises';
import type { Logger } from '../../logger';

type RemoteManifest = Readonly<Record<string, string>>;

/**
 * Where the shell finds each remote when the remotes are served by this process.
 *
 * @public Exported for the browser tests' e2e/serve-portal.mjs, which writes it out from the built API
 * (an import of api/dist that knip does not follow).
 */
export const DEFAULT_REMOTE_MANIFEST: RemoteManifest = Object.freeze({
  mfe_calendar: '/remotes/calendar/mf-manifest.json',
  mfe_admin: '/remotes/admin/mf-manifest.json',
  mfe_public: '/remotes/public/mf-manifest.json',
});

function isRemoteManifest(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' && entry.length > 0);
}

export interface RemoteManifestSource {
  read(): Promise<RemoteManifest>;
}

/**
 * The remote manifest: the built-in one, or the content of REMOTES_MANIFEST, read on every request
 * (a few hundred bytes) so pointing a remote at a new build needs neither a rebuild nor a restart.
 * A missing or invalid override is logged and the built-in manifest served, so the shell still starts.
 */
export function createRemoteManifestSource(
  overridePath: string | null,
  logger: Logger,
): RemoteManifestSource {
  if (overridePath === null) return { read: async () => DEFAULT_REMOTE_MANIFEST };
  return {
    async read() {
      try {
        const parsed: unknown = JSON.parse(await fs.readFile(overridePath, 'utf8'));
        if (isRemoteManifest(parsed)) return parsed;
        logger.error(
          { file: overridePath },
          'REMOTES_MANIFEST must map remote names to URLs; serving the built-in manifest',
        );
      } catch (error) {
        logger.error(
          { err: error, file: overridePath },
          'REMOTES_MANIFEST unreadable; serving the built-in manifest',
        );
      }
      return DEFAULT_REMOTE_MANIFEST;
    },
  };
}
