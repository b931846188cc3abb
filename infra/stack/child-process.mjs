import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A long-running child of the stack whose output lines are printed with its name in front, so the
 * interleaved logs of two API processes, nginx and Prometheus stay readable.
 */
export function startNamedProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  let exit = null;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
    child.once('error', (error) => {
      console.error(`[${name}] could not be started: ${error.message}`);
      exit = { code: null, signal: null, error };
      resolve(exit);
    });
  });
  return {
    name,
    child,
    exited,
    /** Null while running, else how it ended. */
    exit: () => exit,
    describeExit: () =>
      exit === null
        ? null
        : exit.error
          ? exit.error.message
          : `exited (${exit.signal ?? `code ${exit.code}`})`,
    /** Sends `signal` and waits for the exit, with SIGKILL after `graceMs`. */
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (exit !== null) return exit;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}
