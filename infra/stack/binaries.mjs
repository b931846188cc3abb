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

/** The program's path, or an error naming the package to install. */
export function findBinary(name) {
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
  throw new Error(`${name} is not installed: apt-get install ${STACK_BINARIES[name] ?? name}`);
}
