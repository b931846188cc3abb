/**
 * How much of a built script is third-party code, read from the source map the production build writes
 * beside it: every generated character is credited to the source its mapping names. Third-party means
 * a package under node_modules or webpack's own runtime ('webpack://<container>/webpack/...'); the
 * portal's sources, and any character no mapping covers, count as the portal's own, so the share is
 * never overstated.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import { REMOTE_MOUNTS } from '../../api/dist/platform/http/web/web-assets.middleware.js';
import { repositoryRoot } from './bench-paths.mjs';

/** Where the one-process portal serves each package's dist/ from: each remote's path, then the shell's root. */
const MOUNTS = [
  ...REMOTE_MOUNTS.map(({ prefix, directory }) => ({ prefix: `${prefix}/`, directory })),
  { prefix: '/', directory: 'shell/dist' },
];

const THIRD_PARTY_SOURCE = /[\\/]node_modules[\\/]|^webpack:\/\/[^/]*\/webpack\//;

/** The built file a path of the portal serves, or null when it is not one of the builds' files. */
export function builtFileOf(pathname) {
  const mount = MOUNTS.find((candidate) => pathname.startsWith(candidate.prefix));
  if (mount === undefined) return null;
  const file = join(repositoryRoot, mount.directory, pathname.slice(mount.prefix.length));
  return existsSync(file) ? file : null;
}

/**
 * The fraction (0 to 1) of the file's characters that come from third-party sources; 0 when the file
 * has no source map.
 */
export function thirdPartyShareOf(file) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return 0;
  const lines = readFileSync(file, 'utf8').split('\n');
  const map = new TraceMap(readFileSync(mapFile, 'utf8'));
  const thirdParty = map.sources.map((source) => THIRD_PARTY_SOURCE.test(source ?? ''));
  let total = 0;
  let thirdPartyCharacters = 0;
  decodedMappings(map).forEach((segments, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    segments.forEach((segment, index) => {
      const end = index + 1 < segments.length ? segments[index + 1][0] : lineLength;
      if (segment.length > 1 && thirdParty[segment[1]]) thirdPartyCharacters += Math.max(0, end - segment[0]);
    });
  });
  for (const line of lines) total += line.length;
  return total === 0 ? 0 : Math.min(1, thirdPartyCharacters / total);
}
