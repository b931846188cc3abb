import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian installs nginx here, outside an ordinary user's PATH. */
const SYSTEM_DIRECTORIES = ['/usr/sbin', '/sbin'];

/** The Debian packages the stack runs, by the program it needs from each. */
export const STACK_BINARIES = {
  nginx: 'nginx-light',
  prometheus: 'prometheus',
  pg_dump: 'postgresql-client',
  pg_restore: 'postgresql-client',
};

/** Programs the stack does not run but its prerequisite checks do (the e2e stack test asks PostgreSQL). */
export const CHECK_BINARIES = {
  pg_isready: 'postgresql-client',
};

const DEBIAN_PACKAGES = { ...STACK_BINARIES, ...CHECK_BINARIES };

/** The program's path, or null when neither PATH nor Debian's sbin directories hold it. */
export function locateBinary(name) {
  const directories = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...SYSTEM_DIRECTORIES];
  for (const directory of directories) {
    const candidate = join(directory, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

/** Says that the program is missing and which Debian package installs it. */
export function missingBinaryMessage(name) {
  return `${name} is not installed: apt-get install ${DEBIAN_PACKAGES[name] ?? name}`;
}

/** The program's path, or an error naming the package to install. */
export function findBinary(name) {
  const found = locateBinary(name);
  if (found === null) throw new Error(missingBinaryMessage(name));
  return found;
}
