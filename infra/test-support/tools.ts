import { spawnSync } from 'node:child_process';

/**
 * Whether a command-line tool answers here. Tests that need one skip, saying so, when it does not:
 * CI installs Debian's prometheus (promtool); nginx and kubectl are optional.
 */
export function toolAvailable(command: string, versionArguments: string[] = ['--version']): boolean {
  const probe = spawnSync(command, versionArguments, { encoding: 'utf8' });
  return probe.error === undefined && probe.status === 0;
}

export interface Tool {
  command: string;
  /** How to get it, for the skip message. */
  install: string;
  versionArguments?: string[];
}

/** `it`, or `it.skip` after a warning naming the missing tool and what its test would have checked. */
export function itWithTool(tool: Tool, purpose: string): jest.It {
  if (toolAvailable(tool.command, tool.versionArguments)) return it;
  console.warn(`${tool.command} not found: skipping ${purpose} (${tool.install}).`);
  return it.skip;
}

export const PROMTOOL: Tool = { command: 'promtool', install: 'apt-get install prometheus' };
export const NGINX: Tool = {
  command: 'nginx',
  install: 'apt-get install nginx-light',
  versionArguments: ['-v'],
};
export const KUBECTL: Tool = {
  command: 'kubectl',
  install: 'kubectl from the Kubernetes packages',
  versionArguments: ['version', '--client'],
};

export interface CommandResult {
  status: number | null;
  stdout: string;
  /** Standard output and error together, for messages. */
  output: string;
}

export function runTool(command: string, commandArguments: string[], cwd?: string): CommandResult {
  const result = spawnSync(command, commandArguments, { encoding: 'utf8', cwd });
  const stdout = result.stdout ?? '';
  return { status: result.status, stdout, output: `${stdout}${result.stderr ?? ''}` };
}
