import fs from 'node:fs';

/** Another live process holds the embedded database: an operator problem, reported without a stack. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(directory: string, holder: number) {
    super(
      `The embedded database ${directory} is in use by process ${holder}. Stop that process first, or set DATABASE_URL.`,
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two processes opening one data directory corrupt it. A pid file next
 * to the directory refuses a second opener (e.g. `npm run db:seed` while the server runs); a file
 * left by a dead process is taken over. Returns the release function.
 */
export function lockEmbeddedDirectory(directory: string): () => void {
  const lockFile = `${directory}.lock`;
  const ownPid = String(process.pid);
  try {
    fs.writeFileSync(lockFile, ownPid, { flag: 'wx' });
  } catch (error) {
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST'))
      throw error;
    const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && processIsAlive(holder)) {
      throw new EmbeddedDatabaseInUseError(directory, holder);
    }
    fs.writeFileSync(lockFile, ownPid);
  }
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === ownPid) fs.unlinkSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
